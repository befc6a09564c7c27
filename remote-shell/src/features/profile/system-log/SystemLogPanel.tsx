import { useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useSystemLogQuery } from '../api';
import { SystemLogFilter } from './SystemLogFilter';
import { SystemLogPagination } from './SystemLogPagination';
import { SystemLogTable } from './SystemLogTable';
import { DEFAULT_PAGE_SIZE } from '@mepm/contract/codes';
import { NO_RANGE, toSystemLogArgs } from './system-log-query';
import type { SystemLogView } from './system-log-query';

/** The signed-in user's own sign-ins, paged by the server. */
export function SystemLogPanel() {
  const [view, setView] = useState<SystemLogView>({
    page: 0,
    pageSize: DEFAULT_PAGE_SIZE,
    range: NO_RANGE,
  });
  const { data, isFetching } = useSystemLogQuery(toSystemLogArgs(view));

  return (
    <Stack spacing={2}>
      <SystemLogFilter
        onApply={(range) => setView((current) => ({ ...current, range, page: 0 }))}
      />
      <div>
        {/* Keeps its height while idle so that the table does not jump when a page loads. */}
        <LinearProgress sx={{ visibility: isFetching ? 'visible' : 'hidden' }} />
        <SystemLogTable rows={data?.list} />
        <SystemLogPagination
          total={data?.pagination.total ?? 0}
          page={view.page}
          pageSize={view.pageSize}
          onPageChange={(page) => setView((current) => ({ ...current, page }))}
          onPageSizeChange={(pageSize) => setView((current) => ({ ...current, pageSize, page: 0 }))}
        />
      </div>
    </Stack>
  );
}
