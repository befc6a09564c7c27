import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A widget's body while its data loads; after a failure (already toasted) a plain word. */
export function WidgetLoading({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('home.loadFailed')}
      </Typography>
    );
  }
  return <LinearProgress aria-label={t('app.loading')} />;
}
