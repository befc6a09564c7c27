import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { FormDesign, FormValues } from '@mepm/contract';
import type { RenderMode } from '../field-props';
import { FormRenderer, type FormRendererHandle } from '../FormRenderer';
import { DialogDrawer } from './DialogDrawer';

export interface FormPopupProps {
  open: boolean;
  title: string;
  design: FormDesign;
  values?: FormValues;
  mode: RenderMode;
  fieldGrants?: ReadonlySet<string>;
  /**
   * Saves the checked values. `addAnother`: the person chose "confirm and add another", so the
   * form starts again from its defaults once this resolves. A rejection keeps what was typed.
   */
  onSubmit: (values: FormValues, options: { addAnother: boolean }) => void | Promise<void>;
  onClose: () => void;
}

/** SPEC §9 leaves the default widths open; these fit a two-column form. */
const DEFAULT_WIDTH = { general: 600, fullScreen: 1100, drawer: 600 } as const;

/**
 * A form in the frame its design's formConf asks for: a dialog of `generalWidth`, the full
 * screen (content `fullScreenWidth` wide) or a drawer of `drawerWidth`, with cancel and confirm
 * (and "confirm and add another" on create when the design offers it).
 */
export function FormPopup(props: FormPopupProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const handle = useRef<FormRendererHandle>(null);
  const [busy, setBusy] = useState(false);
  const conf = props.design.formConf;
  const popupType = conf.popupType ?? 'general';
  const readOnly = props.mode === 'detail' || props.mode === 'disabled';

  const confirm = async (addAnother: boolean) => {
    const values = await handle.current?.submit();
    if (!values) return;
    setBusy(true);
    try {
      await props.onSubmit(values, { addAnother });
      if (addAnother) handle.current?.reset();
    } catch {
      // The caller shows why the save failed; what was typed stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const title = (
    <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center' }}>
      <Box component="span" sx={{ flex: 1 }}>
        {props.title}
      </Box>
      <IconButton aria-label={t('formRenderer.popup.close')} onClick={props.onClose} edge="end">
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  );
  const body: ReactNode = (
    <DialogContent dividers>
      <Box
        sx={
          popupType === 'fullScreen'
            ? { maxWidth: conf.fullScreenWidth ?? DEFAULT_WIDTH.fullScreen, mx: 'auto' }
            : undefined
        }
      >
        <FormRenderer
          ref={handle}
          design={props.design}
          values={props.values}
          mode={props.mode}
          fieldGrants={props.fieldGrants}
        />
      </Box>
    </DialogContent>
  );
  const actions = (
    <DialogActions>
      <Button onClick={props.onClose}>
        {conf.cancelButtonText || t('formRenderer.popup.cancel')}
      </Button>
      {!readOnly && conf.hasConfirmAndAddBtn && props.mode === 'create' && (
        <Button variant="outlined" disabled={busy} onClick={() => void confirm(true)}>
          {t('formRenderer.popup.confirmAndAdd')}
        </Button>
      )}
      {!readOnly && (
        <Button variant="contained" disabled={busy} onClick={() => void confirm(false)}>
          {conf.confirmButtonText || t('formRenderer.popup.confirm')}
        </Button>
      )}
    </DialogActions>
  );

  if (popupType === 'drawer') {
    return (
      <DialogDrawer
        open={props.open}
        onClose={props.onClose}
        titleId={titleId}
        width={conf.drawerWidth ?? DEFAULT_WIDTH.drawer}
      >
        {title}
        {body}
        {actions}
      </DialogDrawer>
    );
  }
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullScreen={popupType === 'fullScreen'}
      maxWidth={false}
      slotProps={{
        paper: {
          sx:
            popupType === 'general'
              ? { width: conf.generalWidth ?? DEFAULT_WIDTH.general, maxWidth: 'calc(100% - 32px)' }
              : undefined,
        },
      }}
    >
      {title}
      {body}
      {actions}
    </Dialog>
  );
}
