import { useTranslation } from 'react-i18next';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { ChatConversation } from '@mepm/contract';
import { useChatConversationsQuery } from '../api';
import type { ChatPeer } from '../chat-state';
import { useChatState } from '../chat-state';
import { EmoticonText } from '../emoticons/EmoticonText';
import { PersonRow } from './PersonRow';

function LatestMessage({ conversation }: { conversation: ChatConversation }) {
  const { t } = useTranslation();
  // Read loosely: image messages arrive with the server's chat images.
  const type: string = conversation.messageType;
  if (type === 'image') return <>{t('chat.image')}</>;
  return <EmoticonText text={conversation.latestMessage} />;
}

/** The user's conversations, the latest first, each with its unread count. */
export function ConversationList({ onOpen }: { onOpen: (peer: ChatPeer) => void }) {
  const { t } = useTranslation();
  const { unread, online } = useChatState();
  const { data, isLoading, isError } = useChatConversationsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading) return <CircularProgress size={20} sx={{ alignSelf: 'center', my: 2 }} />;
  if (isError) {
    return (
      <Typography color="error" sx={{ p: 2 }}>
        {t('chat.loadFailed')}
      </Typography>
    );
  }
  if (!data?.list.length) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {t('chat.noConversations')}
      </Typography>
    );
  }
  return (
    <List dense aria-label={t('chat.conversations')} sx={{ flex: 1, overflowY: 'auto', py: 0 }}>
      {data.list.map((conversation) => (
        <PersonRowOf
          key={conversation.id}
          conversation={conversation}
          unread={unread[conversation.id] ?? 0}
          online={online.has(conversation.id)}
          onOpen={onOpen}
        />
      ))}
    </List>
  );
}

function PersonRowOf({
  conversation,
  unread,
  online,
  onOpen,
}: {
  conversation: ChatConversation;
  unread: number;
  online: boolean;
  onOpen: (peer: ChatPeer) => void;
}) {
  return (
    <PersonRow
      peer={conversation}
      secondary={<LatestMessage conversation={conversation} />}
      unread={unread}
      online={online}
      onOpen={onOpen}
    />
  );
}
