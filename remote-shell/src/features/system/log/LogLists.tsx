import { useCallback, useState } from 'react';
import type { ErrorLog, OperationLog, SignInLog } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { PagedTable, usePagedQueryState } from '../../../shared/table';
import { useErrorLogsQuery, useOperationLogsQuery, useSignInLogsQuery } from './api';
import { LogDetailDialog, type LogDetailTarget } from './LogDetailDialog';
import { NO_FILTERS, toLogArgs, type LogFilters } from './log-filters';
import { LogToolbar } from './LogToolbar';
import { useErrorColumns, useOperationColumns, useSignInColumns } from './use-log-columns';
import { useLogRemoval } from './use-log-removal';
import type { LogTabName } from './log-tabs';

const rowId = (row: { id: string }) => row.id;

function useLogList(tab: LogTabName) {
  const paging = usePagedQueryState<LogFilters>({ filters: NO_FILTERS });
  const removal = useLogRemoval(tab);
  const args = toLogArgs(paging.currentPage, paging.pageSize, paging.filters);
  return { paging, removal, args };
}

interface ListProps<Row extends { id: string }> {
  tab: LogTabName;
  label: string;
  controls: ReturnType<typeof useLogList>;
  columns: Parameters<typeof PagedTable<Row>>[0]['columns'];
  result: {
    data?: { list: Row[]; pagination: { total: number; totalCapped?: boolean } };
    isFetching: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
}

function LogTable<Row extends { id: string }>({
  tab,
  label,
  controls,
  columns,
  result,
}: ListProps<Row>) {
  const { paging, removal } = controls;
  return (
    <>
      <PagedTable
        label={label}
        columns={columns}
        rows={result.data?.list ?? []}
        getRowId={rowId}
        total={result.data?.pagination.total ?? 0}
        totalApproximate={result.data?.pagination.totalCapped}
        currentPage={paging.currentPage}
        pageSize={paging.pageSize}
        onPageChange={paging.setCurrentPage}
        onPageSizeChange={paging.setPageSize}
        loading={result.isFetching}
        error={result.isError}
        selection={removal.selection}
        toolbar={
          <LogToolbar
            tab={tab}
            filters={paging.filters}
            onSearch={paging.setFilters}
            onRefresh={() => void result.refetch()}
            actions={removal.actions}
          />
        }
      />
      {removal.dialog}
    </>
  );
}

export function SignInLogList() {
  const { t } = useTranslation();
  const controls = useLogList('signIn');
  const result = useSignInLogsQuery(controls.args);
  const columns = useSignInColumns();
  return (
    <LogTable<SignInLog>
      tab="signIn"
      label={t('system.log.tabs.signIn')}
      controls={controls}
      columns={columns}
      result={result}
    />
  );
}

export function OperationLogList() {
  const { t } = useTranslation();
  const controls = useLogList('operation');
  const result = useOperationLogsQuery(controls.args);
  const [target, setTarget] = useState<LogDetailTarget>(null);
  const columns = useOperationColumns(
    useCallback((id: string) => setTarget({ tab: 'operation', id }), []),
  );
  return (
    <>
      <LogTable<OperationLog>
        tab="operation"
        label={t('system.log.tabs.operation')}
        controls={controls}
        columns={columns}
        result={result}
      />
      <LogDetailDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}

export function ErrorLogList() {
  const { t } = useTranslation();
  const controls = useLogList('error');
  const result = useErrorLogsQuery(controls.args);
  const [target, setTarget] = useState<LogDetailTarget>(null);
  const columns = useErrorColumns(useCallback((id: string) => setTarget({ tab: 'error', id }), []));
  return (
    <>
      <LogTable<ErrorLog>
        tab="error"
        label={t('system.log.tabs.error')}
        controls={controls}
        columns={columns}
        result={result}
      />
      <LogDetailDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
