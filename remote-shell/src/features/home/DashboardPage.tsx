import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HomeGrid } from './HomeGrid';
import { HomeWidgets } from './HomeWidgets';
import { PORTAL_LAYOUT } from './layouts';
import { useIsAdministrator } from './use-admin-figures';

/**
 * The pinned portal (/dashboard). It will show the portal designed for the user once the portal
 * designer exists; until then, the default portal: the home page's widgets in a grid.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const administrator = useIsAdministrator();
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ mb: 2 }}>
        <Typography component="h1" variant="h6">
          {t('home.portal.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('home.portal.hint')}
        </Typography>
      </Box>
      <HomeGrid layout={administrator ? PORTAL_LAYOUT.administrator : PORTAL_LAYOUT.staff}>
        <HomeWidgets administrator={administrator} />
      </HomeGrid>
    </Box>
  );
}
