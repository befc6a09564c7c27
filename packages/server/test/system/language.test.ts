import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN_BUTTON,
  ADMIN_MENU,
  fillPath,
  LANGUAGE_PAGE,
  ROLE,
  SYSTEM_LANGUAGE,
  type LanguageCatalog,
  type ShellOverride,
} from '@mepm/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { ADMIN_PASSWORD, login, startApp, tokenFor, type Harness } from '../support/app-harness';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import { callerWithRole } from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';

const overridePath = (scope: string, key: string, language: string) =>
  `${SYSTEM_LANGUAGE.override}?scope=${scope}&key=${encodeURIComponent(key)}&language=${language}`;

describe('languages: the translation table and its overrides', () => {
  let h: Harness;
  let admin = '';
  before(async () => {
    h = await startApp();
    admin = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
  });
  after(() => h.close());

  const put = (body: object, language = 'zh', token = admin) =>
    call(h.app, 'PUT', SYSTEM_LANGUAGE.override, { token, language, payload: body });
  const missingRole = (app: FastifyInstance, language: string, token = admin) =>
    call(app, 'GET', fillPath(ROLE.item, { id: 'no-such-role' }), { token, language });

  it('lists the server texts with every language and the overrides', async () => {
    await put({ scope: 'shell', key: 'app.shortTitle', language: 'en', text: 'Start' });
    const { code, data } = envelope<LanguageCatalog>(
      await call(h.app, 'GET', SYSTEM_LANGUAGE.catalog, { token: admin }),
    );
    assert.equal(code, 200);
    assert.deepEqual(
      data.server.find((text) => text.key === 'recordNotFound'),
      {
        key: 'recordNotFound',
        zh: '数据不存在',
        zhtw: '資料不存在',
        en: 'The record does not exist',
      },
    );
    assert.ok(
      data.server.some((text) => text.key === 'unknownTextKey'),
      'module messages too',
    );
    assert.deepEqual(
      data.overrides.filter((row) => row.key === 'app.shortTitle'),
      [{ scope: 'shell', key: 'app.shortTitle', language: 'en', text: 'Start' }],
    );
  });

  it('answers a server message with its override at once, and with the shipped text after removal', async () => {
    assert.equal(envelope(await missingRole(h.app, 'en')).msg, 'The record does not exist');
    const set = await put({
      scope: 'server',
      key: 'recordNotFound',
      language: 'en',
      text: 'Nothing here',
    });
    assert.equal(envelope(set).code, 200, set.body);
    const overridden = await missingRole(h.app, 'en');
    assert.equal(overridden.statusCode, 404);
    assert.equal(envelope(overridden).msg, 'Nothing here');
    // Other languages keep their shipped text.
    assert.equal(envelope(await missingRole(h.app, 'zh')).msg, '数据不存在');

    const removed = await call(h.app, 'DELETE', overridePath('server', 'recordNotFound', 'en'), {
      token: admin,
    });
    assert.equal(envelope(removed).code, 200, removed.body);
    assert.equal(envelope(await missingRole(h.app, 'en')).msg, 'The record does not exist');
  });

  it('a second server process on the same database answers with the override after a change', async () => {
    const second = await buildApp({
      pool: h.pool,
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      now: h.clock.now,
    });
    try {
      // The second process has read the table (no overrides) before the change.
      assert.equal(envelope(await missingRole(second, 'zh')).msg, '数据不存在');
      const wrongLogin = async () => envelope(await login(second, 'admin', 'wrong-password')).msg;
      assert.equal(await wrongLogin(), '账号或密码错误');

      await put({ scope: 'server', key: 'recordNotFound', language: 'zh', text: '查无此数据' });
      await put({ scope: 'server', key: 'badCredentials', language: 'zh', text: '登录信息有误' });
      // Signed in: the session's versions tell; signed out (the login page): one version read.
      assert.equal(envelope(await missingRole(second, 'zh')).msg, '查无此数据');
      assert.equal(await wrongLogin(), '登录信息有误');

      await call(h.app, 'DELETE', overridePath('server', 'recordNotFound', 'zh'), {
        token: admin,
      });
      assert.equal(envelope(await missingRole(second, 'zh')).msg, '数据不存在');
    } finally {
      await second.close();
      await call(h.app, 'DELETE', overridePath('server', 'badCredentials', 'zh'), { token: admin });
    }
  });

  it('translates validation messages with the overrides too', async () => {
    await put({ scope: 'server', key: 'badChoice', language: 'en', text: '{field}: pick another' });
    const refused = await put({ scope: 'both', key: 'x', language: 'en', text: 'x' }, 'en');
    assert.equal(refused.statusCode, 400);
    assert.equal(envelope(refused).msg, 'text scope: pick another');
    await call(h.app, 'DELETE', overridePath('server', 'badChoice', 'en'), { token: admin });
  });

  it('serves the shell overrides to anyone, signed in or not, and only their texts', async () => {
    await put({ scope: 'shell', key: 'app.shortTitle', language: 'zh', text: '起始页' });
    await put({ scope: 'server', key: 'ok', language: 'zh', text: '好了' });
    const response = await call(h.app, 'GET', SYSTEM_LANGUAGE.shellOverrides);
    const { code, data } = envelope<ShellOverride[]>(response);
    assert.equal(code, 200);
    assert.deepEqual(
      [...data].sort((a, b) => a.language.localeCompare(b.language)),
      [
        { key: 'app.shortTitle', language: 'en', text: 'Start' },
        { key: 'app.shortTitle', language: 'zh', text: '起始页' },
      ],
    );
    await call(h.app, 'DELETE', overridePath('server', 'ok', 'zh'), { token: admin });
  });

  it('replaces an override in place (one row per scope, key and language)', async () => {
    await put({ scope: 'shell', key: 'app.shortTitle', language: 'zhtw', text: '首頁一' });
    await put({ scope: 'shell', key: 'app.shortTitle', language: 'zhtw', text: '首頁二' });
    const { data } = envelope<ShellOverride[]>(
      await call(h.app, 'GET', SYSTEM_LANGUAGE.shellOverrides),
    );
    assert.deepEqual(
      data.filter((row) => row.language === 'zhtw'),
      [{ key: 'app.shortTitle', language: 'zhtw', text: '首頁二' }],
    );
  });

  const refusals: Array<[string, object, Record<'zh' | 'zhtw' | 'en', string>]> = [
    [
      'an unknown shell key',
      { scope: 'shell', key: 'nav.noSuchText', language: 'zh', text: 'x' },
      {
        zh: '没有键为nav.noSuchText的文本',
        zhtw: '沒有鍵為nav.noSuchText的文字',
        en: 'There is no text with the key nav.noSuchText',
      },
    ],
    [
      'an unknown server key',
      { scope: 'server', key: 'app.shortTitle', language: 'zh', text: 'x' },
      {
        zh: '没有键为app.shortTitle的文本',
        zhtw: '沒有鍵為app.shortTitle的文字',
        en: 'There is no text with the key app.shortTitle',
      },
    ],
    [
      "a key of the catalog object's prototype",
      { scope: 'server', key: 'constructor', language: 'en', text: 'x' },
      {
        zh: '没有键为constructor的文本',
        zhtw: '沒有鍵為constructor的文字',
        en: 'There is no text with the key constructor',
      },
    ],
    [
      'a shell placeholder left out',
      { scope: 'shell', key: 'widgets.table.total', language: 'en', text: 'All rows' },
      {
        zh: '译文必须保留占位符{{total}}',
        zhtw: '譯文必須保留預留位置{{total}}',
        en: 'The text must keep the placeholder {{total}}',
      },
    ],
    [
      'a server placeholder left out',
      { scope: 'server', key: 'tooLong', language: 'zh', text: '{field}太长了' },
      {
        zh: '译文必须保留占位符{limit}',
        zhtw: '譯文必須保留預留位置{limit}',
        en: 'The text must keep the placeholder {limit}',
      },
    ],
    [
      'a language outside the three',
      { scope: 'shell', key: 'app.shortTitle', language: 'fr', text: 'Accueil' },
      {
        zh: '语言的取值无效',
        zhtw: '語言的取值無效',
        en: 'language is not one of the allowed values',
      },
    ],
    [
      'an empty text',
      { scope: 'shell', key: 'app.shortTitle', language: 'zh', text: '' },
      {
        zh: '译文长度不能少于1个字符',
        zhtw: '譯文長度不能少於1個字元',
        en: 'text must be at least 1 characters',
      },
    ],
    [
      'a text over 1000 characters',
      { scope: 'shell', key: 'app.shortTitle', language: 'zh', text: 'x'.repeat(1001) },
      {
        zh: '译文长度不能超过1000个字符',
        zhtw: '譯文長度不能超過1000個字元',
        en: 'text must be at most 1000 characters',
      },
    ],
  ];
  for (const [name, body, messages] of refusals) {
    it(`refuses ${name} with a translated 400 and writes nothing`, async () => {
      const before = envelope<LanguageCatalog>(
        await call(h.app, 'GET', SYSTEM_LANGUAGE.catalog, { token: admin }),
      ).data.overrides;
      for (const language of ['zh', 'zhtw', 'en'] as const) {
        const response = await put(body, language);
        assert.equal(response.statusCode, 400, response.body);
        assert.deepEqual(
          [envelope(response).code, envelope(response).msg],
          [400, messages[language]],
        );
      }
      const after = envelope<LanguageCatalog>(
        await call(h.app, 'GET', SYSTEM_LANGUAGE.catalog, { token: admin }),
      ).data.overrides;
      assert.deepEqual(after, before);
    });
  }

  it('keeps a placeholder written with spaces or formatting in the override', async () => {
    const response = await put({
      scope: 'shell',
      key: 'widgets.table.total',
      language: 'en',
      text: '{{ total }} rows in all',
    });
    assert.equal(envelope(response).code, 200, response.body);
  });

  it('refuses writes to a role without the edit button and to a delegate of other pages', async () => {
    const readOnly = await callerWithRole(h, { menus: [LANGUAGE_PAGE] });
    const delegate = await callerWithRole(h, {
      menus: [ADMIN_MENU.user, ADMIN_MENU.role],
      buttons: [ADMIN_BUTTON.add, ADMIN_BUTTON.edit, ADMIN_BUTTON.remove].flatMap(
        (code): Array<[string, string]> => [
          [ADMIN_MENU.user, code],
          [ADMIN_MENU.role, code],
        ],
      ),
    });
    const body = { scope: 'shell', key: 'app.shortTitle', language: 'zh', text: '夺走' };
    for (const caller of [readOnly, delegate]) {
      const response = await put(body, 'en', caller.token);
      assert.deepEqual([response.statusCode, envelope(response).msg], [403, 'Permission Denied']);
    }
    const catalog = await call(h.app, 'GET', SYSTEM_LANGUAGE.catalog, { token: delegate.token });
    assert.equal(catalog.statusCode, 403);
    const unsigned = await put(body, 'en', '');
    assert.equal(unsigned.statusCode, 401);
  });

  it('counts 50 simultaneous writes of one override as one row with one of their texts', async () => {
    const texts = Array.from({ length: 50 }, (_, index) => `首页${index}`);
    const answers = await Promise.all(
      texts.map((text) => put({ scope: 'shell', key: 'app.shortTitle', language: 'zh', text })),
    );
    assert.ok(answers.every((answer) => envelope(answer).code === 200));
    const { data } = envelope<ShellOverride[]>(
      await call(h.app, 'GET', SYSTEM_LANGUAGE.shellOverrides),
    );
    const rows = data.filter((row) => row.language === 'zh');
    assert.equal(rows.length, 1);
    assert.ok(texts.includes(rows[0]?.text ?? ''));
  });

  describeAuthorizationMatrix(
    () => h,
    [
      {
        name: 'translation table',
        permission: { menu: LANGUAGE_PAGE },
        request: () => ({ method: 'GET', url: SYSTEM_LANGUAGE.catalog }),
      },
      {
        name: 'override a text',
        permission: { menu: LANGUAGE_PAGE, button: ADMIN_BUTTON.edit },
        request: () => ({
          method: 'PUT',
          url: SYSTEM_LANGUAGE.override,
          payload: { scope: 'shell', key: 'app.shortTitle', language: 'en', text: 'Home page' },
        }),
      },
      {
        name: 'remove an override',
        permission: { menu: LANGUAGE_PAGE, button: ADMIN_BUTTON.edit },
        request: () => ({ method: 'DELETE', url: overridePath('shell', 'app.shortTitle', 'en') }),
      },
    ],
  );
});
