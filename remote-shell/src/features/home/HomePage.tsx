import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { LanguageSwitch } from '../../app/language-switch';
import { LogoutButton } from './LogoutButton';
import { MenuTree } from './MenuTree';

/** The minimal signed-in page of the walking skeleton: who is signed in and what they may open. */
export function HomePage() {
  const { t } = useTranslation();
  const userName = useAppSelector((state) => state.session.userInfo?.userName ?? '');
  const menuList = useAppSelector((state) => state.session.menuList ?? []);
  return (
    <Box>
      <AppBar position="static" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography component="span" variant="h6" sx={{ flex: 1 }}>
            {t('app.title')}
          </Typography>
          <LanguageSwitch />
          <LogoutButton />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: 3 }}>
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
    </Box>
  );
}
