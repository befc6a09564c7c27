import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTACTS_PAGE_SIZE, useChatContactsQuery } from '../api';
import type { ChatPeer } from '../chat-state';
import { useChatState } from '../chat-state';
import { useDebounced } from '../../../shared/debounce';
import { PersonRow } from './PersonRow';

/** The next page of contacts loads when the list is scrolled this close to its end (SPEC §9). */
export const NEXT_PAGE_WITHIN_PX = 300;

/** One page of contacts; RTK Query shares it with the list's own look at the last page. */
function ContactPage({
  keyword,
  page,
  onOpen,
}: {
  keyword: string;
  page: number;
  onOpen: (peer: ChatPeer) => void;
}) {
  const { unread, online } = useChatState();
  const { data } = useChatContactsQuery({ keyword, page });
  return (
    <>
      {data?.list.map((contact) => (
        <PersonRow
          key={contact.id}
          peer={contact}
          secondary={contact.department}
          unread={unread[contact.id]}
          online={online.has(contact.id)}
          onOpen={onOpen}
        />
      ))}
    </>
  );
}

/** Everyone one may chat with, 20 at a time, more as the list is scrolled; a keyword narrows. */
export function ContactList({ onOpen }: { onOpen: (peer: ChatPeer) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), 300);
  const [pages, setPages] = useState({ keyword, count: 1 });
  // A new keyword starts again from its first page.
  const count = pages.keyword === keyword ? pages.count : 1;
  const last = useChatContactsQuery({ keyword, page: count });
  const total = last.data?.pagination.total ?? 0;
  const hasMore = last.isSuccess && count * CONTACTS_PAGE_SIZE < total;

  const onScroll = (element: HTMLElement) => {
    const left = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (left <= NEXT_PAGE_WITHIN_PX && hasMore && !last.isFetching) {
      setPages({ keyword, count: count + 1 });
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <TextField
        size="small"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={t('chat.search')}
        slotProps={{ htmlInput: { 'aria-label': t('chat.search'), maxLength: 100 } }}
        sx={{ m: 1 }}
      />
      <List
        dense
        aria-label={t('chat.contacts')}
        onScroll={(event) => onScroll(event.currentTarget)}
        sx={{ flex: 1, overflowY: 'auto', py: 0 }}
      >
        {Array.from({ length: count }, (_, index) => (
          <ContactPage key={index} keyword={keyword} page={index + 1} onOpen={onOpen} />
        ))}
      </List>
      {last.isFetching && <CircularProgress size={20} sx={{ alignSelf: 'center', my: 1 }} />}
      {last.isError && (
        <Typography color="error" sx={{ p: 2 }}>
          {t('chat.loadFailed')}
        </Typography>
      )}
      {last.isSuccess && total === 0 && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('chat.noContacts')}
        </Typography>
      )}
    </Box>
  );
}
