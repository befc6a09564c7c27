import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useAppSelector } from '../../../kernel/hooks';
import { useRealtimeStatus } from '../../../kernel/realtime';
import type { ChatPeer } from '../chat-state';
import { Composer } from './Composer';
import { LOAD_MORE_WITHIN_PX } from './history';
import { HistorySearch } from './HistorySearch';
import { messageBody } from './message-body';
import { MessageBubble } from './MessageBubble';
import { useChatHistory } from './use-chat-history';

/** A new message scrolls the list down only when it was about at the bottom. */
const AT_BOTTOM_PX = 40;

/** Where the list was, to put it back after older messages are put above. */
interface ScrollMark {
  firstSeq: number;
  lastSeq: number;
  pendingCount: number;
  height: number;
  top: number;
  atBottom: boolean;
}

/** The chat with one person: its history, newest at the bottom, and the input. */
export function ChatWindow({ peer, onClose }: { peer: ChatPeer; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const me = useAppSelector((state) => state.session.userInfo?.userId ?? '');
  const status = useRealtimeStatus();
  const history = useChatHistory(peer.id);
  const { messages, pending, loaded, hasMore, loadingOlder, loadOlder, send } = history;
  const list = useRef<HTMLDivElement | null>(null);
  const [searching, setSearching] = useState(false);
  const mark = useRef<ScrollMark | null>(null);

  const remember = () => {
    const element = list.current;
    if (!element) return;
    mark.current = {
      firstSeq: messages[0]?.seq ?? 0,
      lastSeq: messages.at(-1)?.seq ?? 0,
      pendingCount: pending.length,
      height: element.scrollHeight,
      top: element.scrollTop,
      atBottom: element.scrollHeight - element.scrollTop - element.clientHeight <= AT_BOTTOM_PX,
    };
  };

  // Older messages above keep what was in view where it was; a new one (or the first page)
  // scrolls to the bottom when the list was there, or when it is the user's own.
  useLayoutEffect(() => {
    const element = list.current;
    const before = mark.current;
    if (!element) return;
    const firstSeq = messages[0]?.seq ?? 0;
    const lastSeq = messages.at(-1)?.seq ?? 0;
    if (before && before.firstSeq !== 0 && firstSeq < before.firstSeq) {
      element.scrollTop = element.scrollHeight - before.height + before.top;
    } else if (
      !before ||
      before.atBottom ||
      pending.length > before.pendingCount ||
      (lastSeq > before.lastSeq && messages.at(-1)?.formUserId === me)
    ) {
      element.scrollTop = element.scrollHeight;
    }
    remember();
    // `remember` reads the same render's values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [messages, pending]);

  const onScroll = () => {
    remember();
    if (list.current && list.current.scrollTop <= LOAD_MORE_WITHIN_PX) loadOlder();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-labelledby': titleId } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {t('chat.windowTitle', { name: peer.realName || peer.account })}
        </Box>
        <IconButton
          aria-label={t('chat.searchHistory')}
          aria-pressed={searching}
          onClick={() => setSearching((on) => !on)}
        >
          <SearchIcon />
        </IconButton>
        <IconButton aria-label={t('chat.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {status !== 'open' && (
        <Typography variant="caption" color="warning.main" sx={{ px: 3 }} role="status">
          {t('chat.offline')}
        </Typography>
      )}
      {searching && <HistorySearch peerId={peer.id} me={me} />}
      <Box
        ref={list}
        role="list"
        aria-label={t('chat.history')}
        onScroll={onScroll}
        sx={{
          // Hidden, not unmounted, while searching: the place and the pages stay.
          display: searching ? 'none' : 'flex',
          height: 400,
          overflowY: 'auto',
          px: 2,
          py: 1,

          flexDirection: 'column',
          gap: 1,
        }}
      >
        {!loaded || loadingOlder ? (
          <Box sx={{ textAlign: 'center' }} aria-label={t('chat.loadingOlder')}>
            <CircularProgress size={20} />
          </Box>
        ) : (
          !hasMore &&
          messages.length > 0 && (
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
              {t('chat.noOlder')}
            </Typography>
          )
        )}
        {messages.map((message) => (
          <MessageBubble
            key={message.seq}
            body={messageBody(message)}
            mine={message.formUserId === me}
            dateTime={message.dateTime}
          />
        ))}
        {pending.map((item) => (
          <MessageBubble
            key={item.clientMessageId}
            body={
              item.messageType === 'image'
                ? { kind: 'text', text: t('chat.image') }
                : { kind: 'text', text: item.content }
            }
            mine
            pending
          />
        ))}
      </Box>
      <Composer
        onSendText={(text) => send('text', text)}
        onSendImage={(name) => void send('image', name)}
      />
    </Dialog>
  );
}
