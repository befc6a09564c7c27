import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HomeGrid } from './HomeGrid';
import { HomeWidgets } from './HomeWidgets';
import { HOME_LAYOUT } from './layouts';
import { useIsAdministrator } from './use-admin-figures';
import { VISUALLY_HIDDEN } from '../../shared/a11y';

/** The pinned home page: welcome and last sign-in, shortcuts, visited pages, and for administrators the figures. */
export function HomePage() {
  const { t } = useTranslation();
  const administrator = useIsAdministrator();
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
      {/* The tab already says where the user is; the heading is for screen readers' outline. */}
      <Typography component="h1" sx={VISUALLY_HIDDEN}>
        {t('nav.routes.home')}
      </Typography>
      <HomeGrid layout={administrator ? HOME_LAYOUT.administrator : HOME_LAYOUT.staff}>
        <HomeWidgets administrator={administrator} />
      </HomeGrid>
    </Box>
  );
}
