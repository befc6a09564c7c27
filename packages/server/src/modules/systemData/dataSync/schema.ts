import { DATA_SYNC_MODES } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz } from '../../../db/schema/columns';
import type { MessageParams } from '../../../kernel/i18n/translate';

/** A failure kept as its message key and parameters: read in each reader's language. */
export interface StoredMessage {
  key: string;
  params: MessageParams;
}

/** One copy of a table between data sources, with its progress while it runs. */
export const dataSyncRuns = pgTable(
  'data_sync_runs',
  {
    id: idColumn(),
    fromSourceId: text('from_source_id').notNull(),
    fromTable: text('from_table').notNull(),
    toSourceId: text('to_source_id').notNull(),
    toTable: text('to_table').notNull(),
    mode: text('mode', { enum: DATA_SYNC_MODES }).notNull(),
    state: text('state', { enum: ['running', 'succeeded', 'failed'] }).notNull(),
    rowsDone: bigint('rows_done', { mode: 'number' }).notNull().default(0),
    rowsTotal: bigint('rows_total', { mode: 'number' }),
    createdTable: boolean('created_table').notNull().default(false),
    // The table the rows gather in while running: a run whose server died leaves it behind,
    // and whoever finds the run dead drops it.
    staging: text('staging'),
    error: jsonb('error').$type<StoredMessage>(),
    startedBy: text('started_by').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    // Renewed while the copy runs; a running copy not renewed for a while has lost its server.
    heartbeatAt: timestamptz('heartbeat_at').notNull(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    // One copy into a table at a time, whatever arrives at once.
    uniqueIndex('data_sync_runs_target_running_unique')
      .on(t.toSourceId, t.toTable)
      .where(sql`${t.state} = 'running'`),
    index('data_sync_runs_started_idx').on(t.startedAt),
  ],
);
