import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudListPage, useClientPage, useCrudList } from '../../../shared/crud';
import type { RowAction } from '../../../shared/crud';
import { SourceSelect, useDataSourceOptionsQuery } from '../../../shared/data-source-select';
import { OWN_SOURCE, useDataModelTablesQuery, useDropDataModelTableMutation } from './api';
import { useTableColumns, type TableRow } from './table-columns';
import { TableDesignDialog } from './TableDesignDialog';
import { TableViewDialog } from './TableViewDialog';

/**
 * System data → data model (/systemData/dataModel): a data source's tables and views (the
 * platform database's first); a table made here opens in the designer, any other in a
 * read-only view of its columns. A MySQL source's tables are browsed only.
 */
export function DataModelPage() {
  const { t } = useTranslation();
  const [sourceId, setSourceId] = useState(OWN_SOURCE);
  const sources = useDataSourceOptionsQuery(undefined).data?.list ?? [];
  const browsedOnly = sources.find((source) => source.id === sourceId)?.kind === 'mysql';
  const [keyword, setKeyword] = useState('');
  const tables = useDataModelTablesQuery({ sourceId, keyword });
  const rows = useMemo<TableRow[]>(
    () => (tables.data?.list ?? []).map((table) => ({ ...table, id: table.name })),
    [tables.data],
  );
  const page = useClientPage(rows, tables);
  const [drop] = useDropDataModelTableMutation();
  const remove = useCallback((table: string) => drop({ sourceId, table }), [drop, sourceId]);
  const crud = useCrudList<TableRow>({ remove });
  const [viewing, setViewing] = useState<string | null>(null);
  const open = useCallback((row: TableRow) => setViewing(row.name), []);
  // A read-only table is only looked at: no edit, no delete the server would refuse anyway.
  const { actionsOf: crudActions } = crud;
  const actionsOf = useMemo(
    () =>
      crudActions &&
      ((row: TableRow): RowAction[] =>
        row.readOnly
          ? [{ label: t('systemData.dataModel.view'), onClick: () => open(row) }]
          : crudActions(row)),
    [crudActions, open, t],
  );
  return (
    <CrudListPage
      title={t('systemData.dataModel.titles.list')}
      crud={crud}
      columns={useTableColumns(actionsOf, open)}
      page={page}
      onSearch={setKeyword}
      canAdd={!browsedOnly}
      filters={
        <SourceSelect
          size="small"
          label={t('systemData.dataModel.source')}
          sources={sources}
          value={sourceId}
          onChange={setSourceId}
        />
      }
      renderForm={(target, close) => (
        <TableDesignDialog sourceId={sourceId} target={target} onClose={close} />
      )}
    >
      {viewing !== null && (
        <TableViewDialog sourceId={sourceId} table={viewing} onClose={() => setViewing(null)} />
      )}
    </CrudListPage>
  );
}
