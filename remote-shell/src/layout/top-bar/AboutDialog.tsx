import { useId } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppTitle } from '../use-app-title';
import { useAppSelector } from '../../kernel/hooks';
import { useServerDetailsQuery } from './about-api';

/** The product version. */
export const APP_VERSION = '1.0';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

function DatabaseSource() {
  const { t } = useTranslation();
  const { data, isLoading } = useServerDetailsQuery(undefined);
  if (isLoading) return <Skeleton width={160} />;
  return <>{data?.database || t('layout.unknown')}</>;
}

/**
 * System name, database source, version and producer. The server tells only
 * administrators which database it runs on, so only they see that row.
 */
export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const isAdministrator = useAppSelector((state) => state.session.userInfo?.isAdministrator);
  const title = useAppTitle();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('layout.aboutTitle')}</DialogTitle>
      <DialogContent>
        <Typography
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
        >
          <Row label={t('layout.systemName')}>{title}</Row>
          {isAdministrator && <Row label={t('layout.database')}>{open && <DatabaseSource />}</Row>}
          <Row label={t('layout.version')}>{APP_VERSION}</Row>
          <Row label={t('layout.producer')}>{t('layout.producerName')}</Row>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('layout.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
