import { after, before, describe } from 'node:test';
import { DATA_SYNC, DATA_SYNC_BUTTON, DATA_SYNC_PAGE, fillPath } from '@mepm/contract';
import type { Harness } from '../support/app-harness';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import { startAppAsAdmin } from '../support/start-as-admin';
import { postgresDatabase, type ExternalDatabase } from '../kernel/data-sources/external-sources';
import { syncCalls } from './data-sync-support';

describe('authorisation of the data sync routes', () => {
  let h: Harness;
  let token = '';
  let database: ExternalDatabase;
  let sourceId = '';
  let runId = '';
  let copies = 0;
  const sync = syncCalls(
    () => h,
    () => token,
  );

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    database = await postgresDatabase();
    await database.admin('create table small (id int primary key, name text)');
    await database.admin("insert into small values (1, 'one')");
    sourceId = await sync.sourceFor(database);
    const run = await sync.copy({
      fromSourceId: sourceId,
      fromTable: 'small',
      toSourceId: sourceId,
      toTable: 'first_copy',
      mode: 'append',
    });
    runId = run.id;
  });
  after(async () => {
    await h.close();
    await database.drop();
  });

  const menu = DATA_SYNC_PAGE;
  describeAuthorizationMatrix(
    () => h,
    [
      {
        name: 'tables',
        permission: { menu },
        request: () => ({ method: 'GET', url: fillPath(DATA_SYNC.tables, { sourceId }) }),
      },
      {
        name: 'runs',
        permission: { menu },
        request: () => ({ method: 'GET', url: DATA_SYNC.runs }),
      },
      {
        name: 'run',
        permission: { menu },
        request: () => ({ method: 'GET', url: fillPath(DATA_SYNC.run, { id: runId }) }),
      },
      {
        name: 'execute',
        permission: { menu, button: DATA_SYNC_BUTTON.execute },
        // Each caller copies into a table of its own: one copy per target runs at a time.
        request: () => ({
          method: 'POST',
          url: DATA_SYNC.execute,
          payload: {
            fromSourceId: sourceId,
            fromTable: 'small',
            toSourceId: sourceId,
            toTable: `copy_${++copies}`,
            mode: 'append',
          },
        }),
      },
    ],
  );
});
