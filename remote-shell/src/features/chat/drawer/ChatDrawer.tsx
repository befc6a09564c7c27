import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { ChatPeer } from '../chat-state';
import { ContactList } from './ContactList';
import { ConversationList } from './ConversationList';

/** SPEC §2: the notices and chat drawers are 280 px wide. */
export const CHAT_DRAWER_WIDTH = 280;

type TabName = 'conversations' | 'contacts';

/** The chat drawer on the right: conversations and contacts; a click opens the chat. */
export function ChatDrawer({
  open,
  onClose,
  onOpenChat,
}: {
  open: boolean;
  onClose: () => void;
  onOpenChat: (peer: ChatPeer) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [tab, setTab] = useState<TabName>('conversations');
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          role: 'dialog',
          sx: { width: CHAT_DRAWER_WIDTH, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('chat.drawerTitle')}
        </Typography>
        <IconButton aria-label={t('chat.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Tabs value={tab} onChange={(_, value: TabName) => setTab(value)} variant="fullWidth">
        <Tab value="conversations" label={t('chat.conversations')} />
        <Tab value="contacts" label={t('chat.contacts')} />
      </Tabs>
      <Divider />
      {tab === 'conversations' ? (
        <ConversationList onOpen={onOpenChat} />
      ) : (
        <ContactList onOpen={onOpenChat} />
      )}
    </Drawer>
  );
}
