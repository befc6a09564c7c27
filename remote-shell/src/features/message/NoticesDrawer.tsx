import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import type { UIEvent } from 'react';
import type { NoticeItem } from '@mepm/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useRealtimeFrame } from '../../kernel/realtime';
import { useNoticeFeedInfiniteQuery } from './api';
import { NoticeEntry } from './NoticeEntry';
import { MESSAGE_CENTER_PATH } from './paths';
import { useOpenMessage } from './use-open-message';

/** SPEC §2: the notices and chat drawers are 280 px wide. */
export const DRAWER_WIDTH = 280;
/** SPEC §9: the next page loads within 200 px of the end. */
export const LOAD_MORE_DISTANCE = 200;

const NO_FILTER = {};

/** The pages as one list, each message once (a release between two pages shifts them). */
export function uniqueEntries(pages: readonly { list: readonly NoticeItem[] }[]): NoticeItem[] {
  const seen = new Set<string>();
  const entries: NoticeItem[] = [];
  for (const page of pages)
    for (const item of page.list)
      if (!seen.has(item.id)) {
        seen.add(item.id);
        entries.push(item);
      }
  return entries;
}

function NoticeFeed({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const feed = useNoticeFeedInfiniteQuery(NO_FILTER, { refetchOnMountOrArgChange: true });
  const { data, hasNextPage, isFetchingNextPage, isFetching, isError, fetchNextPage, refetch } =
    feed;
  const entries = useMemo(() => uniqueEntries(data?.pages ?? []), [data]);
  const { open, dialog } = useOpenMessage(onClose);

  // A release, a withdrawal or a read elsewhere changes the list while it is open.
  useRealtimeFrame('messagePush', () => void refetch());

  // The end reached while the list was busy (a refresh after a push, say): no further scroll
  // event may come, so the next page is asked for once the list is idle again.
  const feedBox = useRef<HTMLElement | null>(null);
  const endReachedWhileBusy = useRef(false);
  const loadMoreNearEnd = useCallback(
    (box: HTMLElement) => {
      const distance = box.scrollHeight - box.scrollTop - box.clientHeight;
      if (distance > LOAD_MORE_DISTANCE || !hasNextPage) return;
      endReachedWhileBusy.current = isFetching;
      if (!isFetching) void fetchNextPage();
    },
    [fetchNextPage, hasNextPage, isFetching],
  );
  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => loadMoreNearEnd(event.currentTarget),
    [loadMoreNearEnd],
  );
  useEffect(() => {
    if (endReachedWhileBusy.current && feedBox.current) loadMoreNearEnd(feedBox.current);
  }, [loadMoreNearEnd]);

  return (
    <>
      <Box
        ref={feedBox}
        sx={{ flex: 1, overflowY: 'auto' }}
        onScroll={onScroll}
        data-testid="notice-feed"
      >
        {isError && <Alert severity="error">{t('message.drawer.loadFailed')}</Alert>}
        {data && entries.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {t('message.drawer.empty')}
          </Typography>
        )}
        <List disablePadding>
          {entries.map((item) => (
            <NoticeEntry key={item.id} item={item} onOpen={open} />
          ))}
        </List>
        {(isFetchingNextPage || (!data && isFetching)) && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
            <CircularProgress size={20} aria-label={t('app.loading')} />
          </Box>
        )}
      </Box>
      {dialog}
    </>
  );
}

/** The notices drawer: the caller's messages, newest first, paged as the user scrolls. */
export function NoticesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: DRAWER_WIDTH, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 1 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ flex: 1 }}>
          {t('message.drawer.title')}
        </Typography>
        <Link component={RouterLink} to={MESSAGE_CENTER_PATH} onClick={onClose} variant="body2">
          {t('message.drawer.viewAll')}
        </Link>
        <IconButton size="small" aria-label={t('message.drawer.close')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      {open && <NoticeFeed onClose={onClose} />}
    </Drawer>
  );
}
