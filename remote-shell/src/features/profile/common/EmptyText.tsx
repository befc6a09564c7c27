import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** An empty list reads 暂无数据. */
export function EmptyText() {
  const { t } = useTranslation();
  return (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {t('profile.empty')}
    </Typography>
  );
}
