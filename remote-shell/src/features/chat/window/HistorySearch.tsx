import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDebounced } from '../../../shared/debounce';
import { LOAD_MORE_WITHIN_PX } from './history';
import { messageBody } from './message-body';
import { MessageBubble } from './MessageBubble';
import { useChatSearch } from './use-chat-search';

/**
 * Searching the conversation's texts: a keyword (asked 300 ms after the typing stops), the
 * messages that contain it newest first, 50 a page, the next page once the list is scrolled
 * within 100 px of its end.
 */
export function HistorySearch({ peerId, me }: { peerId: string; me: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), 300);
  const { found, searched, hasMore, loading, loadMore } = useChatSearch(peerId, keyword);

  const onScroll = (element: HTMLElement) => {
    const left = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (left <= LOAD_MORE_WITHIN_PX) loadMore();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: 400, px: 2 }}>
      <TextField
        size="small"
        autoFocus
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={t('chat.searchHistory')}
        slotProps={{ htmlInput: { 'aria-label': t('chat.searchHistory'), maxLength: 100 } }}
        sx={{ my: 1 }}
      />
      <Box
        role="list"
        aria-label={t('chat.searchResults')}
        onScroll={(event) => onScroll(event.currentTarget)}
        sx={{ flex: 1, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {found.map((message) => (
          <MessageBubble
            key={message.seq}
            body={messageBody(message)}
            mine={message.formUserId === me}
            dateTime={message.dateTime}
          />
        ))}
        {loading && (
          <Box sx={{ textAlign: 'center' }} aria-label={t('chat.searching')}>
            <CircularProgress size={20} />
          </Box>
        )}
        {searched && !loading && found.length === 0 && (
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('chat.nothingFound')}
          </Typography>
        )}
        {searched && !loading && !hasMore && found.length > 0 && (
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('chat.noMoreFound')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
