import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import type { MenuTypePageProps } from '../../../kernel/feature';
import { useOnlineDevConfigQuery } from './api';
import { RecordsPage } from './RecordsPage';

/**
 * What a menu entry of type 3 opens: the generated page of the released design its `moduleId`
 * names, under the grants of the entry itself (`menuId`, named on every call).
 */
export default function OnlineDevPage({ menuId, moduleId, title }: MenuTypePageProps) {
  const { t } = useTranslation();
  const page = useMemo(() => ({ id: moduleId, menuId }), [moduleId, menuId]);
  const config = useOnlineDevConfigQuery(page, { refetchOnMountOrArgChange: true });
  if (config.isError) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">{t('onlineDev.records.loadFailed')}</Alert>
      </Box>
    );
  }
  if (!config.data) return <LinearProgress aria-label={t('crud.form.loading')} />;
  return <RecordsPage page={page} config={config.data} title={title} />;
}
