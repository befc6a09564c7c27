/**
 * A capability joins the server by one entry in the modules list: its routes answer, its menu
 * entries are seeded and reach the administrator's menu, its texts and field names translate,
 * and a unique constraint it declares is reported by the field people know.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Type from 'typebox';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CurrentUserBundle } from '@mepm/contract';
import { defineMessages, type Texts } from '../../src/kernel/i18n/catalog';
import { directory, page, button } from '../../src/kernel/menu/seed-menu';
import { defineModule, type ModuleDeps } from '../../src/kernel/module';
import { MODULES } from '../../src/modules';
import { badRequest } from '../../src/plugins/envelope/api-error';
import { ok } from '../../src/plugins/envelope/envelope';
import { requirePermission } from '../../src/plugins/permission';
import type { Harness } from '../support/app-harness';
import { startAppAsAdmin } from '../support/start-as-admin';
import { call, envelope } from '../support/requests';

const SAMPLE_MESSAGES = defineMessages({
  sampleSaved: { zh: '样例已保存', zhtw: '樣例已儲存', en: 'Sample saved' },
  sampleTooBig: {
    zh: '{field}不能大于{limit}',
    zhtw: '{field}不能大於{limit}',
    en: '{field} must be at most {limit}',
  },
});

declare module '../../src/kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the sample's keys
  interface MessageCatalog extends Record<keyof typeof SAMPLE_MESSAGES, Texts> {}
}

const SampleBody = Type.Object({ code: Type.String(), weight: Type.Integer() });

const sampleRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);
  app.post(
    '/api/lab/Sample',
    { schema: { body: SampleBody }, onRequest: requirePermission({ menu: 'lab.sample' }) },
    async (request) => {
      if (request.body.weight > 10)
        throw badRequest('sampleTooBig', { field: 'weight', limit: 10 });
      await db.execute(sql`insert into lab_samples (code) values (${request.body.code})`);
      return ok(request, null, 'sampleSaved');
    },
  );
};

const sampleModule = defineModule({
  name: 'lab.sample',
  routes: sampleRoutes,
  seedMenus: [
    directory('lab', { zh: '实验室', zhtw: '實驗室', en: 'Laboratory' }, 95),
    page('lab.sample', 'lab', { zh: '样例', zhtw: '樣例', en: 'Samples' }, 1, [
      button('btn_add', '新增'),
    ]),
  ],
  messages: SAMPLE_MESSAGES,
  fieldNames: { weight: { zh: '重量', zhtw: '重量', en: 'weight' } },
  uniqueFields: { lab_samples_code_unique: 'code' },
});

describe('a module added to the list', () => {
  let h: Harness;
  let token: string;

  before(async () => {
    ({ h, token } = await startAppAsAdmin({}, { modules: [...MODULES, sampleModule] }));
    // A module's table comes with its migration; this one is made by hand.
    await h.db.execute(
      sql`create table lab_samples (code text not null constraint lab_samples_code_unique unique)`,
    );
  });
  after(() => h.close());

  it('has its menu entries seeded under its folder', async () => {
    const { data } = envelope<CurrentUserBundle>(
      await call(h.app, 'GET', '/api/oauth/CurrentUser', { token }),
    );
    const folder = data.menuList.find((entry) => entry.enCode === 'lab');
    assert.equal(folder?.fullName, '实验室');
    assert.deepEqual(
      folder?.children.map((entry) => [entry.enCode, entry.urlAddress]),
      [['lab.sample', 'lab/sample']],
    );
  });

  it('answers its routes with its own texts, in the caller language', async () => {
    const saved = await call(h.app, 'POST', '/api/lab/Sample', {
      token,
      language: 'en',
      payload: { code: 'S-1', weight: 3 },
    });
    assert.deepEqual(envelope(saved), { code: 200, msg: 'Sample saved', data: null });

    const tooBig = await call(h.app, 'POST', '/api/lab/Sample', {
      token,
      payload: { code: 'S-2', weight: 11 },
    });
    assert.equal(tooBig.statusCode, 400);
    assert.equal(envelope(tooBig).msg, '重量不能大于10');
  });

  it('names its own fields in validation messages', async () => {
    const response = await call(h.app, 'POST', '/api/lab/Sample', {
      token,
      language: 'zh-TW',
      payload: { code: 'S-3' },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(envelope(response).msg, '請輸入重量');
  });

  it('reports its unique constraint by the field it declared', async () => {
    const response = await call(h.app, 'POST', '/api/lab/Sample', {
      token,
      language: 'en',
      payload: { code: 'S-1', weight: 1 },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(envelope(response).msg, 'code already exists');
  });
});
