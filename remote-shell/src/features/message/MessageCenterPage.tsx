import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { MESSAGE_LIMITS } from '@mepm/contract/paths';
import { useRealtimeFrame } from '../../kernel/realtime';
import { ConfirmDialog } from '../../shared/confirm';
import { useNotifySuccess } from '../../shared/crud/use-notify';
import { useNoticePageQuery, useReadAllMutation, useRemoveRecordsMutation } from './api';
import { MessageFilters } from './MessageFilters';
import { MessageTable } from './MessageTable';
import { TYPE_TABS, typeKey } from './message-types';
import type { ReadFilter, TypeTab } from './message-types';
import { useOpenMessage } from './use-open-message';

interface Filter {
  tab: TypeTab;
  keyword: string;
  readFilter: ReadFilter;
  page: number;
}

const FIRST: Filter = { tab: 'all', keyword: '', readFilter: 'all', page: 1 };

/** The message centre (/messageRecord): every message of the caller, by type, paged. */
export function MessageCenterPage() {
  const { t } = useTranslation();
  const notify = useNotifySuccess();
  const [filter, setFilter] = useState<Filter>(FIRST);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [asking, setAsking] = useState<'readAll' | 'remove' | null>(null);
  const { open, dialog } = useOpenMessage();
  const type = filter.tab === 'all' ? undefined : filter.tab;
  const { data, isError, refetch } = useNoticePageQuery({
    currentPage: filter.page,
    ...(type === undefined ? {} : { type }),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.readFilter === 'all' ? {} : { isRead: filter.readFilter }),
  });
  const [readAll, readAllState] = useReadAllMutation();
  const [removeRecords, removeState] = useRemoveRecordsMutation();

  // A release, a withdrawal or a read elsewhere changes what this page shows.
  useRealtimeFrame('messagePush', () => void refetch());

  const rows = data?.list ?? [];
  const total = Math.max(0, data?.pagination.total ?? 0);
  const pages = Math.max(1, Math.ceil(total / MESSAGE_LIMITS.noticePageSize));
  // Removing the last rows of the last page leaves the page empty: show the one before.
  useEffect(() => {
    if (data && data.list.length === 0 && filter.page > pages)
      setFilter((current) => ({ ...current, page: pages }));
  }, [data, filter.page, pages]);

  const change = (next: Partial<Filter>) => {
    setSelected(new Set());
    setFilter((current) => ({ ...current, page: 1, ...next }));
  };

  const confirmReadAll = async () => {
    const result = await readAll(type);
    setAsking(null);
    if ('data' in result) notify('message.center.readAllDone');
  };
  const confirmRemove = async () => {
    const result = await removeRecords({ messageIds: [...selected] });
    setAsking(null);
    if ('data' in result) {
      setSelected(new Set());
      notify('message.center.removed');
    }
  };

  const tabName = t(typeKey(filter.tab));
  return (
    <Paper sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Tabs
        value={filter.tab}
        onChange={(_event, tab: TypeTab) => change({ tab })}
        variant="scrollable"
        aria-label={t('message.center.title')}
      >
        {TYPE_TABS.map((tab) => (
          <Tab key={tab} value={tab} label={t(typeKey(tab))} />
        ))}
      </Tabs>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ flex: 1 }}>
          <MessageFilters
            readFilter={filter.readFilter}
            onSearch={(keyword, readFilter) => change({ keyword, readFilter })}
          />
        </Box>
        <Button variant="outlined" onClick={() => setAsking('readAll')}>
          {t('message.center.readAll')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={selected.size === 0}
          onClick={() => setAsking('remove')}
        >
          {t('message.center.remove')}
        </Button>
      </Stack>
      {isError && <Alert severity="error">{t('message.drawer.loadFailed')}</Alert>}
      <MessageTable rows={rows} selected={selected} onSelectedChange={setSelected} onOpen={open} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Pagination
          count={pages}
          page={Math.min(filter.page, pages)}
          onChange={(_event, page) => {
            setSelected(new Set());
            setFilter((current) => ({ ...current, page }));
          }}
        />
      </Box>
      <ConfirmDialog
        open={asking === 'readAll'}
        message={t('message.center.readAllConfirm', { type: tabName })}
        busy={readAllState.isLoading}
        onConfirm={() => void confirmReadAll()}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'remove'}
        message={t('message.center.removeConfirm', { count: selected.size })}
        busy={removeState.isLoading}
        onConfirm={() => void confirmRemove()}
        onClose={() => setAsking(null)}
      />
      {dialog}
    </Paper>
  );
}
