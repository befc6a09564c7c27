import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../kernel/hooks';
import { MenuTree } from './MenuTree';

/** The pinned home page: who is signed in and what they may open. */
export function HomePage() {
  const { t } = useTranslation();
  const userName = useAppSelector((state) => state.session.userInfo?.userName ?? '');
  const menuList = useAppSelector((state) => state.session.menuList ?? []);
  return (
    <Box sx={{ p: 3 }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {t('home.welcome', { name: userName })}
      </Typography>
      <Paper sx={{ p: 2, maxWidth: 480 }}>
        <Typography component="h2" variant="subtitle1">
          {t('home.menus')}
        </Typography>
        {menuList.length > 0 ? (
          <MenuTree entries={menuList} label={t('home.menus')} />
        ) : (
          <Typography color="text.secondary">{t('home.noMenus')}</Typography>
        )}
      </Paper>
    </Box>
  );
}
