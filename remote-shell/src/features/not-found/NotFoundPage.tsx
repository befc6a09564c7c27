import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** The 404 page; also what routes of capabilities not built yet show, rather than a stand-in. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 8, px: 2, textAlign: 'center' }}>
      <Typography component="h1" variant="h2" color="text.secondary">
        404
      </Typography>
      <Typography component="h2" variant="h6">
        {t('nav.notFound.title')}
      </Typography>
      <Typography color="text.secondary">{t('nav.notFound.description')}</Typography>
      <Button variant="contained" component={RouterLink} to="/home">
        {t('nav.notFound.backHome')}
      </Button>
    </Stack>
  );
}
