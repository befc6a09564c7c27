import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DesignTableChange, WebDesignRow } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { isShellError } from '../../../../kernel/base-query';
import { useNotifySuccess } from '../../../../shared/crud';
import { useSetWebDesignStateMutation, useWebDesignTablePreviewMutation } from '../api';

interface Props {
  design: WebDesignRow;
  onClose: () => void;
}

/**
 * Releasing a design: first what the release would do to its tables (the statements it runs),
 * then the release itself. A change that can lose data (a table or column dropped, a type
 * narrowed or changed) is listed and must be acknowledged; the release then confirms it with
 * the version the preview was made at, so a design edited meanwhile is refused, not migrated.
 */
export function ReleaseDialog({ design, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const notify = useNotifySuccess();
  const [preview, previewed] = useWebDesignTablePreviewMutation();
  const [release, releasing] = useSetWebDesignStateMutation();
  const [acknowledged, setAcknowledged] = useState(false);
  useEffect(() => {
    void preview(design.id);
  }, [preview, design.id]);

  const plan = previewed.data;
  const losses = plan?.destructive ?? [];
  // Without a preview (refused: e.g. no grant to read the tables) a release may still go
  // ahead; the server refuses one that would lose data unconfirmed.
  const failed = previewed.isError;
  const ready = (plan !== undefined || failed) && (losses.length === 0 || acknowledged);

  const lossText = (loss: DesignTableChange) => {
    const values = {
      where: loss.column === undefined ? loss.table : `${loss.table}.${loss.column}`,
      from: loss.from ?? '',
      to: loss.to ?? '',
    };
    switch (loss.change) {
      case 'dropTable':
        return t('onlineDev.webDesign.release.change.dropTable', values);
      case 'dropColumn':
        return t('onlineDev.webDesign.release.change.dropColumn', values);
      case 'narrow':
        return t('onlineDev.webDesign.release.change.narrow', values);
      case 'retype':
        return t('onlineDev.webDesign.release.change.retype', values);
    }
  };

  const confirm = async () => {
    try {
      await release({
        id: design.id,
        state: 1,
        ...(losses.length > 0 ? { confirmDestructive: true, version: design.version } : {}),
      }).unwrap();
      notify('onlineDev.webDesign.notice.released');
      onClose();
    } catch {
      // The base query told why (a design changed since the preview, a table in use).
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>
        {t('onlineDev.webDesign.release.title', { name: design.fullName })}
      </DialogTitle>
      <DialogContent dividers>
        {previewed.isLoading && <LinearProgress aria-label={t('crud.form.loading')} />}
        {failed && (
          <Alert severity="warning">
            {isShellError(previewed.error)
              ? previewed.error.msg
              : t('onlineDev.webDesign.release.noPreview')}
          </Alert>
        )}
        {plan && (
          <Stack spacing={2}>
            {losses.length > 0 && (
              <Alert severity="error">
                <Typography variant="body2">{t('onlineDev.webDesign.release.losses')}</Typography>
                <ul aria-label={t('onlineDev.webDesign.release.losses')} style={{ margin: 0 }}>
                  {losses.map((loss) => (
                    <li key={`${loss.table}.${loss.column ?? ''}`}>{lossText(loss)}</li>
                  ))}
                </ul>
              </Alert>
            )}
            <Typography variant="subtitle2">
              {plan.statements.length === 0
                ? t('onlineDev.webDesign.release.unchanged')
                : t('onlineDev.webDesign.release.statements')}
            </Typography>
            {plan.statements.length > 0 && (
              <Box
                component="pre"
                aria-label={t('onlineDev.webDesign.release.statements')}
                sx={{
                  m: 0,
                  p: 1,
                  maxHeight: 320,
                  overflow: 'auto',
                  bgcolor: 'action.hover',
                  fontSize: 12,
                  whiteSpace: 'pre-wrap',
                }}
              >
                {plan.statements.map((statement) => `${statement};`).join('\n\n')}
              </Box>
            )}
            {losses.length > 0 && (
              <FormControlLabel
                label={t('onlineDev.webDesign.release.acknowledge')}
                control={
                  <Checkbox
                    checked={acknowledged}
                    onChange={(event) => setAcknowledged(event.target.checked)}
                  />
                }
              />
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('onlineDev.webDesign.buttons.close')}</Button>
        <Button
          variant="contained"
          color={losses.length > 0 ? 'error' : 'primary'}
          disabled={!ready || releasing.isLoading}
          onClick={() => void confirm()}
        >
          {t('onlineDev.webDesign.buttons.release')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
