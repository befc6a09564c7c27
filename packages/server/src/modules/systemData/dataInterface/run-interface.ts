import type { DataInterfaceArgs, DataInterfaceResult } from '@mepm/contract';
import type { SourceConnections } from '../../../kernel/data-sources/source-connection';
import type { SystemSettings } from '../../../kernel/settings/system-settings';
import { badRequest } from '../../../plugins/envelope/api-error';
import type { Definition, PageWindow, SourceRows } from './definition';
import { httpRows } from './http-source';
import { jsonRows } from './json-rows';
import { argumentValues } from './parameters';
import { sqlRows } from './sql-source';

export interface RunDeps {
  dataSources: SourceConnections;
  settings: Pick<SystemSettings, 'get'>;
}

/** Paging asked of an interface; honoured only by one that declares it pages. */
export interface PageAsk {
  currentPage?: number | undefined;
  pageSize?: number | undefined;
}

function pageOf(definition: Definition, ask: PageAsk): PageWindow | undefined {
  if (!definition.paged) return undefined;
  return { currentPage: ask.currentPage ?? 1, pageSize: ask.pageSize ?? 20 };
}

async function sourceRows(
  deps: RunDeps,
  definition: Definition,
  args: DataInterfaceArgs | undefined,
  page: PageWindow | undefined,
): Promise<SourceRows> {
  const values = argumentValues(definition.parameters, args);
  switch (definition.kind) {
    case 'sql':
      return sqlRows(
        await deps.dataSources.get(definition.dataSourceId),
        definition.sqlText,
        values,
        page,
      );
    case 'static': {
      let document: unknown;
      try {
        document = JSON.parse(definition.staticData);
      } catch {
        throw badRequest('dataInterfaceStaticNotJson');
      }
      return jsonRows(document, definition.resultPath, page);
    }
    case 'http':
      return httpRows(definition, values, (await deps.settings.get()).interfaceAllowedHosts, page);
  }
}

/** The rows with only the mapped fields, renamed; unchanged when the interface maps none. */
function mapped(definition: Definition, rows: SourceRows): Pick<SourceRows, 'rows' | 'columns'> {
  const mapping = definition.fieldMapping;
  if (mapping.length === 0) return rows;
  const typeOf = new Map(rows.columns.map((column) => [column.name, column.type]));
  return {
    columns: mapping.map((pair) => ({ name: pair.target, type: typeOf.get(pair.source) ?? '' })),
    rows: rows.rows.map((row) =>
      Object.fromEntries(mapping.map((pair) => [pair.target, row[pair.source] ?? null])),
    ),
  };
}

/** Runs an interface once with the caller's parameters and answers its (mapped) rows. */
export async function runDefinition(
  deps: RunDeps,
  definition: Definition,
  args: DataInterfaceArgs | undefined,
  ask: PageAsk,
): Promise<DataInterfaceResult> {
  const started = performance.now();
  const page = pageOf(definition, ask);
  const rows = await sourceRows(deps, definition, args, page);
  const { columns, rows: list } = mapped(definition, rows);
  return {
    list,
    ...(page === undefined || rows.total === undefined
      ? {}
      : {
          pagination: {
            ...page,
            total: rows.total.count,
            ...(rows.total.capped ? { totalCapped: true } : {}),
          },
        }),
    columns,
    truncated: rows.truncated,
    durationMs: Math.round(performance.now() - started),
    cancelsAtTimeout: rows.cancelsAtTimeout,
  };
}
