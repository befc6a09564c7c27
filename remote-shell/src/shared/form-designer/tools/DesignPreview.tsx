import { useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { FormDesign, FormValues } from '@mepm/contract';
import { useShownLanguage } from '../../../kernel/i18n/use-shown-language';
import { FormRenderer, type FormRendererHandle } from '../../form-renderer/FormRenderer';
import { FormPopup } from '../../form-renderer/popup/FormPopup';
import { checkedDesign } from './design-check';
import { designKey } from './design-key';
import { PreviewFrame, type PreviewDevice } from './PreviewFrame';
import { ProblemList } from './ProblemList';
import { problemsOf } from './problems';
import { SentValues } from './SentValues';
import { ToolDialog } from './ToolDialog';

interface Props {
  open: boolean;
  design: FormDesign;
  onClose(): void;
}

/**
 * The design as a person will fill it: the real renderer in create mode, in a desktop's or a
 * phone's width, checked as a submit would be (the engine's rules, the very ones the server runs),
 * with the values it would send. A design the check refuses is not drawn; its problems are.
 */
export function DesignPreview({ open, design, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <ToolDialog
      open={open}
      onClose={onClose}
      title={t('formDesigner.preview.title')}
      closeLabel={t('formDesigner.preview.close')}
      maxWidth="lg"
    >
      <DialogContent dividers>
        {/* Keyed by the design: the renderer takes its start values and linkage once. */}
        <PreviewBody key={designKey(design)} design={design} />
      </DialogContent>
    </ToolDialog>
  );
}

function PreviewBody({ design }: { design: FormDesign }) {
  const { t } = useTranslation();
  const language = useShownLanguage();
  const valid = checkedDesign(design).ok;
  const problems = useMemo(() => problemsOf(design, language), [design, language]);
  const handle = useRef<FormRendererHandle>(null);
  const [device, setDevice] = useState<PreviewDevice>('pc');
  const [sent, setSent] = useState<FormValues | null>(null);
  const [popupOpen, setPopupOpen] = useState(false);

  if (!valid) {
    return (
      <>
        <Alert severity="error">{t('formDesigner.preview.invalid')}</Alert>
        <ProblemList problems={problems} />
      </>
    );
  }
  const check = async () => setSent((await handle.current?.submit()) ?? null);
  const reset = () => {
    handle.current?.reset();
    setSent(null);
  };
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          value={device}
          aria-label={t('formDesigner.preview.device')}
          onChange={(_event, next: PreviewDevice | null) => next && setDevice(next)}
        >
          <ToggleButton value="pc">{t('formDesigner.preview.pc')}</ToggleButton>
          <ToggleButton value="phone">{t('formDesigner.preview.phone')}</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <Button onClick={() => setPopupOpen(true)}>{t('formDesigner.preview.openAsList')}</Button>
        <Button onClick={reset}>{t('formDesigner.preview.reset')}</Button>
        <Button variant="contained" onClick={() => void check()}>
          {t('formDesigner.preview.check')}
        </Button>
      </Box>
      <PreviewFrame device={device}>
        <FormRenderer ref={handle} design={design} mode="create" />
      </PreviewFrame>
      {sent && <SentValues values={sent} />}
      <FormPopup
        open={popupOpen}
        title={t('formDesigner.preview.popupTitle')}
        design={design}
        mode="create"
        onSubmit={(values, { addAnother }) => {
          setSent(values);
          if (!addAnother) setPopupOpen(false);
        }}
        onClose={() => setPopupOpen(false)}
      />
    </>
  );
}
