/** Requests and sources the data sync tests share. */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DATA_SYNC,
  fillPath,
  type DataSyncRequest,
  type DataSyncRun,
  type DataSyncTableList,
} from '@mepm/contract';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';
import type { ExternalDatabase } from '../kernel/data-sources/external-sources';
import { newSource } from './data-source-support';

export interface SyncCalls {
  /** Starts a copy; answers the envelope as it came. */
  execute(request: DataSyncRequest): Promise<{ code: number; msg: string; data: DataSyncRun }>;
  /** Starts a copy that must start, and waits for it to end. */
  copy(request: DataSyncRequest): Promise<DataSyncRun>;
  /** Polls a run until it has ended. */
  finished(id: string): Promise<DataSyncRun>;
  tables(sourceId: string): Promise<{ code: number; data: DataSyncTableList }>;
  runs(): Promise<DataSyncRun[]>;
  /** A data source of the platform for an external test database. */
  sourceFor(database: ExternalDatabase): Promise<string>;
}

export function syncCalls(harness: () => Harness, token: () => string): SyncCalls {
  const as = () => ({ token: token() });
  async function execute(request: DataSyncRequest) {
    const response = await call(harness().app, 'POST', DATA_SYNC.execute, {
      ...as(),
      payload: request,
    });
    return envelope<DataSyncRun>(response);
  }
  async function finished(id: string): Promise<DataSyncRun> {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const response = await call(harness().app, 'GET', fillPath(DATA_SYNC.run, { id }), as());
      const run = envelope<DataSyncRun>(response).data;
      if (run.state !== 'running') return run;
      if (Date.now() > deadline) throw new Error(`the copy ${id} did not end`);
      await sleep(50);
    }
  }
  return {
    execute,
    finished,
    async copy(request) {
      const started = await execute(request);
      assert.equal(started.code, 200, started.msg);
      return finished(started.data.id);
    },
    async tables(sourceId) {
      const response = await call(
        harness().app,
        'GET',
        fillPath(DATA_SYNC.tables, { sourceId }),
        as(),
      );
      return envelope<DataSyncTableList>(response);
    },
    async runs() {
      const response = await call(harness().app, 'GET', DATA_SYNC.runs, as());
      return envelope<{ list: DataSyncRun[] }>(response).data.list;
    },
    sourceFor: (database) =>
      newSource(harness(), token(), {
        kind: database.settings.kind,
        host: database.settings.host,
        port: database.settings.port,
        database: database.settings.database,
        user: database.settings.user,
      }),
  };
}
