/** Designs and requests the data model tests share. */
import {
  DATA_MODEL,
  fillPath,
  type DataModelTableDesign,
  type DataModelTableInfo,
} from '@mepm/contract';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';

export const own = { sourceId: '0' };
export const tablesUrl = fillPath(DATA_MODEL.tables, own);
export const tableUrl = (table: string) => fillPath(DATA_MODEL.table, { ...own, table });

let counter = 0;
export const freshName = (prefix = 'dm') => `${prefix}_${process.pid}_${++counter}`;

export function design(
  name: string,
  overrides: Partial<DataModelTableDesign> = {},
): DataModelTableDesign {
  return {
    name,
    comment: '订单',
    columns: [
      { name: 'id', type: 'varchar', length: 36, nullable: false, primaryKey: true },
      {
        name: 'amount',
        type: 'decimal',
        length: 12,
        scale: 2,
        nullable: true,
        primaryKey: false,
        defaultValue: '0',
        comment: '金额',
      },
      { name: 'title', type: 'varchar', length: 50, nullable: true, primaryKey: false },
    ],
    ...overrides,
  };
}

export function defined<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`${what} is missing`);
  return value;
}

/** The design of a table as the page would send it back: each column naming what it was. */
export function asDesign(info: DataModelTableInfo): DataModelTableDesign {
  return {
    name: info.name,
    comment: info.comment,
    version: info.version,
    columns: info.columns.map((column) => ({
      originalName: column.name,
      name: column.name,
      type: defined(column.design, `the design type of ${column.name}`),
      ...(column.length === null ? {} : { length: column.length }),
      ...(column.scale === null ? {} : { scale: column.scale }),
      nullable: column.nullable,
      primaryKey: column.primaryKey,
      defaultValue: column.defaultValue,
      comment: column.comment,
    })),
  };
}

/** The harness's calls as the seeded administrator. */
export function adminCalls(h: () => Harness, token: () => string) {
  const get = async <T>(url: string) =>
    envelope<T>(await call(h().app, 'GET', url, { token: token() }));
  const send = async <T>(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    envelope<T>(await call(h().app, method, url, { token: token(), payload }));
  const info = async (table: string) => (await get<DataModelTableInfo>(tableUrl(table))).data;
  return { get, send, info };
}
