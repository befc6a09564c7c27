import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FeedbackIcon from '@mui/icons-material/Feedback';
import InfoIcon from '@mui/icons-material/Info';
import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PersonIcon from '@mui/icons-material/Person';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { COMPACT_BUTTON_SX } from '../../kernel/compact-button';
import { useAppSelector } from '../../kernel/hooks';
import { useLockScreen } from '../../kernel/lock';
import { useAppTitle } from '../use-app-title';
import { AboutDialog } from './AboutDialog';
import { LogoutDialog } from './LogoutDialog';
import { USER_MANUAL_URL } from './user-manual-url';

type Dialogs = 'about' | 'logout' | null;

/**
 * The user dropdown. Feedback opens the mail client to the server's FEEDBACK_EMAIL (there is
 * no feedback form) and is left out when none is set; the
 * user manual is a PDF shipped with the build, opened in a new tab so that the work stays open.
 * Compact (a phone's top bar) shows the avatar without the name.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const title = useAppTitle();
  const user = useAppSelector((state) => state.session.userInfo);
  const lockScreen = useLockScreen();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const openDialog = (which: Dialogs) => {
    close();
    setDialog(which);
  };
  const name = user?.userName ?? '';
  const feedbackEmail = useAppSelector((state) => state.session.feedbackEmail);
  const subject = encodeURIComponent(t('layout.feedbackSubject', { title }));

  return (
    <>
      <Button
        color="inherit"
        aria-label={`${t('layout.userMenu')} ${name}`.trim()}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={
          <Avatar src={user?.headIcon || undefined} alt="" sx={{ width: 28, height: 28 }}>
            {Array.from(name)[0]}
          </Avatar>
        }
        sx={compact ? COMPACT_BUTTON_SX : { textTransform: 'none', whiteSpace: 'nowrap' }}
      >
        {compact ? null : name}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={RouterLink} to="/profile" onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('layout.profile')}
        </MenuItem>
        {feedbackEmail ? (
          <MenuItem
            component="a"
            href={`mailto:${feedbackEmail}?subject=${subject}`}
            onClick={close}
          >
            <ListItemIcon>
              <FeedbackIcon fontSize="small" />
            </ListItemIcon>
            {t('layout.feedback')}
          </MenuItem>
        ) : null}
        <MenuItem onClick={() => openDialog('about')}>
          <ListItemIcon>
            <InfoIcon fontSize="small" />
          </ListItemIcon>
          {t('layout.about')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            lockScreen();
          }}
        >
          <ListItemIcon>
            <LockIcon fontSize="small" />
          </ListItemIcon>
          {t('layout.lockScreen')}
        </MenuItem>
        <MenuItem
          component="a"
          href={USER_MANUAL_URL}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
        >
          <ListItemIcon>
            <MenuBookIcon fontSize="small" />
          </ListItemIcon>
          {t('layout.userManual')}
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => openDialog('logout')}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('layout.logout')}
        </MenuItem>
      </Menu>
      <AboutDialog open={dialog === 'about'} onClose={() => setDialog(null)} />
      <LogoutDialog open={dialog === 'logout'} onClose={() => setDialog(null)} />
    </>
  );
}
