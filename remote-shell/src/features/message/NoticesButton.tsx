import { useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslation } from 'react-i18next';
import type { TopBarItemProps } from '../../kernel/feature';
import { NoticesDrawer } from './NoticesDrawer';
import { useUnreadNoticeCount } from './unread-count';

/** The badge shows up to this, then "99+". */
export const BADGE_MAX = 99;

/** The top bar's notices button: the unread count as a badge; it opens the drawer. */
export function NoticesButton({ compact }: TopBarItemProps) {
  const { t } = useTranslation();
  const count = useUnreadNoticeCount();
  const [open, setOpen] = useState(false);
  const label = count > 0 ? t('message.noticesUnread', { count }) : t('message.notices');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          size={compact ? 'small' : 'medium'}
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <Badge badgeContent={count} max={BADGE_MAX} color="error">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <NoticesDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
