/**
 * A function design on an external source: released on a PostgreSQL source, its tables are made
 * there (and recorded by the platform); on a MariaDB source the release is refused, translated,
 * and the design stays a draft.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fillPath, VISUALDEV_BASE, type WebDesignRecord } from '@mepm/contract';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import {
  mariadbDatabase,
  postgresDatabase,
  type ExternalDatabase,
} from '../kernel/data-sources/external-sources';
import { syncCalls } from '../systemData/data-sync-support';
import { createDesign, designBody, uniqueCode } from './web-design-support';

describe("a function design's tables on an external source", () => {
  let h: Harness;
  let token = '';
  let postgres: ExternalDatabase;
  let maria: ExternalDatabase | string;
  const sources: Record<string, string> = {};
  const { sourceFor } = syncCalls(
    () => h,
    () => token,
  );
  const release = (id: string, language = 'en') =>
    call(h.app, 'PUT', fillPath(VISUALDEV_BASE.state, { id }), {
      token,
      language,
      payload: { state: 1 },
    });
  const read = async (id: string) =>
    envelope<WebDesignRecord>(
      await call(h.app, 'GET', fillPath(VISUALDEV_BASE.item, { id }), { token }),
    ).data;

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    postgres = await postgresDatabase();
    sources.postgres = await sourceFor(postgres);
    maria = await mariadbDatabase();
    if (typeof maria === 'string') console.log(`MariaDB design tests skipped: ${maria}`);
    else sources.maria = await sourceFor(maria);
  });
  after(async () => {
    await h.close();
    await Promise.all([postgres.drop(), typeof maria === 'string' ? undefined : maria.drop()]);
  });

  it('makes the tables on a PostgreSQL source', async () => {
    const code = uniqueCode('ext');
    const id = await createDesign(h, token, designBody(code, { dbLinkId: sources.postgres }));
    const released = await release(id);
    assert.equal(released.statusCode, 200, released.body);
    const main = `wyzx_${code.toLowerCase()}`;
    const rows = await postgres.rows(
      `select table_name from information_schema.tables where table_schema = current_schema()
       order by table_name`,
    );
    assert.deepEqual(
      rows.map((row) => row['table_name']),
      [main, `${main}_lines`],
    );
    assert.equal((await read(id)).state, 1);
    const { rows: onPlatform } = await h.pool.query(
      'select table_name from data_model_tables where source_id = $1 order by table_name',
      [sources.postgres],
    );
    assert.deepEqual(
      onPlatform.map((row: { table_name: string }) => row.table_name),
      [main, `${main}_lines`],
    );
  });

  it('refuses a release on a MariaDB source, translated, leaving a draft', async (t) => {
    if (sources.maria === undefined) return t.skip('no MariaDB server');
    const id = await createDesign(
      h,
      token,
      designBody(uniqueCode('maria'), { dbLinkId: sources.maria }),
    );
    const refused = await release(id, 'zh');
    assert.equal(refused.statusCode, 400);
    assert.match(envelope<null>(refused).msg, /MySQL 数据连接的表只能查看/);
    assert.equal((await read(id)).state, 0);
  });
});
