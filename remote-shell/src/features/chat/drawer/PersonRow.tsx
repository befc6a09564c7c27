import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Badge from '@mui/material/Badge';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useFileUrl } from '../../../shared/files/use-file-url';
import type { ChatPeer } from '../chat-state';

/** Read by screen readers, not shown. */
const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * One person in the drawer's lists: avatar (with a green dot while they are online), name, a
 * second line and the unread count.
 */
export function PersonRow({
  peer,
  secondary,
  unread = 0,
  online = false,
  onOpen,
}: {
  peer: ChatPeer;
  secondary: ReactNode;
  unread?: number;
  online?: boolean;
  onOpen: (peer: ChatPeer) => void;
}) {
  const { t } = useTranslation();
  const avatar = useFileUrl(peer.headIcon);
  const name = peer.realName || peer.account;
  return (
    <ListItemButton onClick={() => onOpen(peer)} sx={{ py: 0.5 }}>
      <ListItemAvatar sx={{ minWidth: 48 }}>
        <Badge
          badgeContent={unread}
          color="error"
          max={99}
          slotProps={{ badge: { 'aria-label': t('chat.unread', { count: unread }) } }}
        >
          <Badge
            variant="dot"
            color="success"
            invisible={!online}
            overlap="circular"
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          >
            <Avatar src={avatar} alt="" sx={{ width: 36, height: 36 }}>
              {name.slice(0, 1)}
            </Avatar>
          </Badge>
          {/* The dot is decoration (MUI hides it from screen readers): the words are read. */}
          {online && (
            <Box component="span" sx={HIDDEN}>
              {t('chat.online')}
            </Box>
          )}
        </Badge>
      </ListItemAvatar>
      <ListItemText
        primary={name}
        secondary={secondary}
        slotProps={{
          primary: { noWrap: true },
          secondary: { noWrap: true, component: 'div' },
        }}
      />
    </ListItemButton>
  );
}
