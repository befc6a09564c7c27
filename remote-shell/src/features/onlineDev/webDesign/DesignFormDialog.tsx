import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import type { FormDesign, WebDesignRecord } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/confirm';
import { useNotifySuccess } from '../../../shared/crud';
import { FormDesigner } from '../../../shared/form-designer';
import { useUpdateWebDesignMutation, useWebDesignQuery } from './api';
import { toWebDesignBody, toWebDesignValues } from './web-design-form';

/**
 * 设计: a design's form in the full-screen form designer. Saving sends the whole design with the
 * new form and the version it holds (read, then one more per save of its own), so a design
 * changed elsewhere meanwhile is refused — the base query shows the server's reason — and never
 * overwritten. Closing with unsaved changes asks first.
 */
export function DesignFormDialog({
  id,
  name,
  onClose,
}: {
  id: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  // The record as it is now, not a list's cached copy: its version is the one a save sends.
  const query = useWebDesignQuery(id, { refetchOnMountOrArgChange: true });
  const [opened, setOpened] = useState<WebDesignRecord | null>(null);
  if (opened === null && query.data && !query.isFetching) setOpened(query.data);
  return (
    // Escape closes nothing: it is the drag's cancel key, and 关闭 asks about unsaved changes.
    <Dialog fullScreen open aria-labelledby={titleId}>
      <Box sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} variant="h6" component="h2">
          {name}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {opened ? (
          <LoadedDesigner record={opened} onClose={onClose} />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
            {query.isError ? (
              <Button onClick={onClose}>{t('onlineDev.webDesign.buttons.close')}</Button>
            ) : (
              <CircularProgress aria-label={t('crud.form.loading')} />
            )}
          </Box>
        )}
      </Box>
    </Dialog>
  );
}

// The server stores only designs its check (the form engine's) accepts.
const formOf = (record: WebDesignRecord) => record.formData as FormDesign;

function LoadedDesigner({ record, onClose }: { record: WebDesignRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotifySuccess();
  const [update, { isLoading: saving }] = useUpdateWebDesignMutation();
  const design = useRef(formOf(record));
  const [version, setVersion] = useState(record.version);
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const save = () => {
    const sent = design.current;
    const body = { ...toWebDesignBody(toWebDesignValues(record)), formData: sent, version };
    update({ id: record.id, body })
      .unwrap()
      .then(
        () => {
          setVersion(version + 1);
          setDirty(design.current !== sent);
          notify('crud.notice.saved');
        },
        // The base query has shown the server's reason; the design stays as it is to fix.
        () => undefined,
      );
  };
  const close = () => (dirty ? setAsking(true) : onClose());
  return (
    <>
      <FormDesigner
        initial={formOf(record)}
        onChange={(next) => {
          design.current = next;
          setDirty(true);
        }}
        actions={
          <>
            <Button variant="contained" size="small" onClick={save} disabled={saving}>
              {t('crud.buttons.save')}
            </Button>
            <Button size="small" onClick={close}>
              {t('onlineDev.webDesign.buttons.close')}
            </Button>
          </>
        }
      />
      <ConfirmDialog
        open={asking}
        message={t('onlineDev.webDesign.designer.discard')}
        confirmLabel={t('onlineDev.webDesign.designer.discardConfirm')}
        onConfirm={onClose}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
