import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  WORKFLOW_FLOW_ENGINE,
  type FlowEngineCategories,
  type FlowEnginePage,
} from '@mepm/contract';
import { eq, sql } from 'drizzle-orm';
import { flowEngineVersions, flowEngines } from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';

/** The example flows a new installation ships with (请假申请, 采购申请) and their seeding. */
describe('shipped example flows', () => {
  let h: Harness;
  let token = '';

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
  });
  after(() => h.close());

  it('ships the leave and purchase examples released at version 1 with their forms', async () => {
    const page = envelope<FlowEnginePage>(
      await call(h.app, 'GET', `${WORKFLOW_FLOW_ENGINE.list}?keyword=wf&state=1`, { token }),
    ).data;
    const byCode = new Map(page.list.map((row) => [row.enCode, row]));
    for (const [code, form, category] of [
      ['wfLeave', '请假申请单', 'personnel'],
      ['wfPurchase', '采购申请单', 'purchase'],
    ] as const) {
      const row = byCode.get(code);
      assert.ok(row, code);
      assert.deepEqual(
        [row.state, row.releasedVersion, row.formName, row.category, row.type],
        [1, 1, form, category, 0],
      );
    }
    const launchable = envelope<FlowEngineCategories>(
      await call(h.app, 'GET', WORKFLOW_FLOW_ENGINE.listAll, { token, language: 'en' }),
    ).data.list;
    const names = launchable.map((group): [string, string[]] => [
      group.fullName,
      group.children.map((f) => f.enCode),
    ]);
    assert.deepEqual(
      names.filter(([, codes]) => codes.some((code) => code.startsWith('wf'))),
      [
        ['Personnel', ['wfLeave']],
        ['Purchasing', ['wfPurchase']],
      ],
    );
    const versions = await h.db
      .select({ no: flowEngineVersions.versionNo, form: flowEngineVersions.formData })
      .from(flowEngineVersions)
      .innerJoin(flowEngines, eq(flowEngines.id, flowEngineVersions.flowId))
      .where(eq(flowEngines.enCode, 'wfPurchase'));
    assert.equal(versions.length, 1);
    assert.match(JSON.stringify(versions[0]?.form), /items/);
  });

  it('seeds the examples once, also when two servers start at once', async () => {
    const { seedExampleFlows } =
      await import('../../src/modules/workflow/flowEngine/examples/seed-examples');
    const examples = async () =>
      (
        await h.db.execute<{ code: string; state: number; versions: string }>(sql`
          select f.en_code as code, f.state,
            string_agg(v.version_no::text, ',' order by v.version_no) as versions
          from flow_engines f left join flow_engine_versions v on v.flow_id = f.id
          where f.en_code in ('wfLeave', 'wfPurchase') and v.id = f.released_version_id
          group by f.en_code, f.state order by f.en_code`)
      ).rows;
    const shipped = [
      { code: 'wfLeave', state: 1, versions: '1' },
      { code: 'wfPurchase', state: 1, versions: '1' },
    ];
    assert.deepEqual(await examples(), shipped);
    await Promise.all([seedExampleFlows(h.db), seedExampleFlows(h.db)]);
    assert.deepEqual(await examples(), shipped);
    // Deleted, they come back once at the next start, on the forms already there.
    const forms = await h.db.execute(sql`select 1 from visualdev_designs where en_code like 'wf%'`);
    await h.db.execute(sql`delete from flow_engines where en_code in ('wfLeave', 'wfPurchase')`);
    await Promise.all([seedExampleFlows(h.db), seedExampleFlows(h.db)]);
    assert.deepEqual(await examples(), shipped);
    const formsAfter = await h.db.execute(
      sql`select 1 from visualdev_designs where en_code like 'wf%'`,
    );
    assert.equal(formsAfter.rows.length, forms.rows.length);
  });
});
