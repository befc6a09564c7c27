import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  DataInterfaceFieldMap,
  DataInterfaceOptionMap,
  DataInterfacePair,
  DataInterfaceParam,
} from '@mepm/contract';
import { auditColumns, idColumn, sortAndState, timestamptz } from '../../../db/schema/columns';

/** Data interfaces: one row per interface, whatever its kind; the other kinds' columns stay ''. */
export const dataInterfaces = pgTable(
  'data_interfaces',
  {
    id: idColumn(),
    enCode: text('en_code').notNull(),
    fullName: text('full_name').notNull(),
    category: text('category').notNull().default(''),
    /** sql, static or http. */
    kind: text('kind').notNull(),
    dataSourceId: text('data_source_id').notNull().default('0'),
    sqlText: text('sql_text').notNull().default(''),
    staticData: text('static_data').notNull().default(''),
    httpMethod: text('http_method').notNull().default('GET'),
    httpUrl: text('http_url').notNull().default(''),
    httpHeaders: jsonb('http_headers').$type<DataInterfacePair[]>().notNull().default([]),
    httpQuery: jsonb('http_query').$type<DataInterfacePair[]>().notNull().default([]),
    httpBody: text('http_body').notNull().default(''),
    resultPath: text('result_path').notNull().default(''),
    parameters: jsonb('parameters').$type<DataInterfaceParam[]>().notNull().default([]),
    fieldMapping: jsonb('field_mapping').$type<DataInterfaceFieldMap[]>().notNull().default([]),
    paged: boolean('paged').notNull().default(false),
    optionMapping: jsonb('option_mapping')
      .$type<DataInterfaceOptionMap>()
      .notNull()
      .default({ idField: '', nameField: '' }),
    description: text('description').notNull().default(''),
    ...sortAndState(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('data_interfaces_en_code_unique').on(t.enCode),
    check('data_interfaces_kind_check', sql`${t.kind} in ('sql', 'static', 'http')`),
  ],
);

/**
 * One call of an interface: previews and option loads. No foreign key: deleting an interface
 * deletes its log in the same transaction, and a call finishing meanwhile may still add a row.
 */
export const dataInterfaceLogs = pgTable(
  'data_interface_logs',
  {
    id: idColumn(),
    interfaceId: text('interface_id').notNull(),
    calledAt: timestamptz('called_at').notNull(),
    userId: text('user_id').notNull(),
    via: text('via').notNull(),
    durationMs: integer('duration_ms').notNull(),
    rowCount: integer('row_count').notNull(),
    success: boolean('success').notNull(),
    message: text('message').notNull().default(''),
  },
  (t) => [
    index('data_interface_logs_interface_idx').on(t.interfaceId, t.calledAt),
    // The purge job deletes by age over every interface.
    index('data_interface_logs_called_idx').on(t.calledAt),
  ],
);
