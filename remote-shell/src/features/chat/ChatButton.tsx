import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { keyframes } from '@mui/material/styles';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import type { TopBarItemProps } from '../../kernel/feature';
import { useAppSelector } from '../../kernel/hooks';
import type { ChatPeer } from './chat-state';
import { ChatStateProvider, useChatState } from './chat-state';
import { totalUnread } from './unread';

const ChatDrawer = lazy(async () => ({
  default: (await import('./drawer/ChatDrawer')).ChatDrawer,
}));
const ChatWindow = lazy(async () => ({
  default: (await import('./window/ChatWindow')).ChatWindow,
}));

const blink = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.2; }
`;

/** The button, the drawer and the open chat window, over the shared chat state. */
function Chat({ compact }: TopBarItemProps) {
  const { t } = useTranslation();
  const { unread, openPeer, openChat, closeChat } = useChatState();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const count = totalUnread(unread);
  const label = count > 0 ? t('chat.buttonUnread', { count }) : t('chat.button');

  const open = (peer: ChatPeer) => {
    setDrawerOpen(false);
    openChat(peer);
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          size={compact ? 'small' : 'medium'}
          aria-label={label}
          data-unread={count}
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
        >
          <Badge
            color="error"
            variant="dot"
            invisible={count === 0}
            // Blinks while anything is unread; with reduced motion the dot stays still.
            sx={{
              '& .MuiBadge-dot': { animation: `${blink} 1s step-end infinite` },
              '@media (prefers-reduced-motion: reduce)': {
                '& .MuiBadge-dot': { animation: 'none' },
              },
            }}
          >
            <ChatIcon fontSize={compact ? 'small' : 'medium'} />
          </Badge>
        </IconButton>
      </Tooltip>
      <Suspense fallback={null}>
        {drawerUsed && (
          <ChatDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onOpenChat={open} />
        )}
        {openPeer && <ChatWindow key={openPeer.id} peer={openPeer} onClose={closeChat} />}
      </Suspense>
    </>
  );
}

/**
 * The chat's top bar item: for everyone but a subcontractor (SPEC §6), who never sees the button
 * nor opens a chat. Mounted with the signed-in layout, so the unread counts follow the socket
 * even while the drawer is closed.
 */
export function ChatTopBarItem(props: TopBarItemProps) {
  const subcontractor = useAppSelector((state) => state.session.subcontractor);
  if (subcontractor) return null;
  return (
    <ChatStateProvider>
      <Chat {...props} />
    </ChatStateProvider>
  );
}
