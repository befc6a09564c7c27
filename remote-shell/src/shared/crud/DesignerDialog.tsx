import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import { useTranslation } from 'react-i18next';

export interface DesignerDialogProps {
  /** The heading's id, which names the dialog; the heading itself is `title`. */
  titleId: string;
  title: ReactNode;
  /** The designer, once its record has loaded; until then the title above a spinner. */
  children: ReactNode;
  /** The record could not be read: a close button instead of the spinner. */
  failed: boolean;
  closeLabel: string;
  onClose: () => void;
}

/**
 * A full-screen dialog holding a designer (forms, lists, flows) opened on a record read afresh.
 * Escape closes nothing: designers use it themselves (a drag's cancel key) and ask before
 * dropping unsaved changes on their own close button.
 */
export function DesignerDialog({
  titleId,
  title,
  children,
  failed,
  closeLabel,
  onClose,
}: DesignerDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog fullScreen open aria-labelledby={titleId}>
      {children ?? (
        <>
          <Box sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>{title}</Box>
          <Box sx={{ display: 'grid', placeItems: 'center', flex: 1 }}>
            {failed ? (
              <Button onClick={onClose}>{closeLabel}</Button>
            ) : (
              <CircularProgress aria-label={t('crud.form.loading')} />
            )}
          </Box>
        </>
      )}
    </Dialog>
  );
}
