import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN_BUTTON,
  ADMIN_MENU,
  SYS_CONFIG_PAGE,
  SYSTEM_SYS_CONFIG,
  USERS,
  type LoginPageConfig,
  type SysConfig,
  type SysConfigBody,
} from '@mepm/contract';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { systemSettings, users } from '../../src/db/schema';
import { SETTINGS_TTL_MS } from '../../src/kernel/settings/system-settings';
import {
  ADMIN_PASSWORD,
  currentUser,
  login,
  startApp,
  TestClock,
  tokenFor,
  type Harness,
} from '../support/app-harness';
import { callerWithRole, menuId } from '../support/permission-fixtures';
import { hashPassword, md5Hex } from '../../src/plugins/auth/passwords';
import { call, envelope, upload } from '../support/requests';

const MB = 1_048_576;

/** A valid form: every setting, as the page sends it. */
function form(overrides: Partial<SysConfigBody> = {}): SysConfigBody {
  return {
    sysName: '机电项目管理系统',
    company: '某机电工程有限公司',
    copyright: '© 2026 某机电工程有限公司',
    loginAccount: true,
    loginScan: false,
    loginCode: true,
    passwordMinLength: 8,
    passwordExpiryDays: 0,
    sessionLifetimeHours: 12,
    uploadLimitAnnexMb: 2,
    uploadLimitImageMb: 2,
    smsSignName: '机电',
    smsGatewayUrl: '',
    feedbackEmail: '',
    defaultTheme: 'classic',
    defaultLanguage: 'zh',
    ...overrides,
  };
}

describe('system configuration', () => {
  let h: Harness;
  let admin = '';
  const read = (token = admin) => call(h.app, 'GET', SYSTEM_SYS_CONFIG.config, { token });
  const save = (payload: unknown, token = admin, language?: string) =>
    call(h.app, 'PUT', SYSTEM_SYS_CONFIG.config, {
      token,
      payload,
      ...(language === undefined ? {} : { language }),
    });
  const stored = async () => envelope<SysConfig>(await read()).data;
  const loginPage = async (app: FastifyInstance = h.app) =>
    envelope<LoginPageConfig>(await call(app, 'GET', SYSTEM_SYS_CONFIG.loginPage));

  before(async () => {
    h = await startApp({ feedbackEmail: 'env@example.com' });
    admin = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
  });
  after(() => h.close());

  it('answers the defaults of the server configuration before anything is saved', async () => {
    const settings = await stored();
    assert.equal(settings.sysName, '');
    assert.equal(settings.passwordMinLength, 6);
    assert.equal(settings.sessionLifetimeHours, loadConfig({}).sessionTtlHours);
    assert.equal(settings.uploadLimitAnnexMb, 2);
    assert.equal(settings.smsGatewayKeySet, false);
    assert.deepEqual(
      [settings.loginAccount, settings.loginScan, settings.loginCode],
      [true, true, true],
    );
  });

  it('saves the settings and answers them; the gateway key is never sent back', async () => {
    const secret = 'gateway-secret-7f3a';
    const saved = await save(
      form({ smsGatewayUrl: 'https://sms.example.com/send', smsGatewayKey: secret }),
    );
    assert.equal(saved.statusCode, 200, saved.body);
    const response = await read();
    assert.ok(!response.body.includes(secret), 'the key left the server');
    const settings = envelope<SysConfig>(response).data;
    assert.equal(settings.sysName, '机电项目管理系统');
    assert.equal(settings.smsGatewayKeySet, true);
    assert.equal('smsGatewayKey' in settings, false);

    // Saved without the key: the stored one stays.
    assert.equal(
      (await save(form({ smsGatewayUrl: 'https://sms.example.com/send' }))).statusCode,
      200,
    );
    assert.equal((await stored()).smsGatewayKeySet, true);
    const [row] = await h.db
      .select({ value: systemSettings.value })
      .from(systemSettings)
      .where(eq(systemSettings.key, 'sysConfig'));
    assert.equal((row?.value as { smsGatewayKey: string }).smsGatewayKey, secret);
    // An empty key removes it.
    assert.equal((await save(form({ smsGatewayKey: '' }))).statusCode, 200);
    assert.equal((await stored()).smsGatewayKeySet, false);
  });

  it('refuses invalid values with the field named in each language, writing nothing', async () => {
    await save(form());
    const before = await stored();
    const cases: [Partial<SysConfigBody>, string, string, string][] = [
      [
        { passwordMinLength: 5 },
        '密码最小长度必须在6到16之间',
        '密碼最小長度必須在6到16之間',
        'minimum password length must be from 6 to 16',
      ],
      [
        { uploadLimitAnnexMb: 0 },
        '附件大小上限（MB）必须在1到1024之间',
        '附件大小上限（MB）必須在1到1024之間',
        'attachment size limit (MB) must be from 1 to 1024',
      ],
      [
        { loginAccount: false, loginScan: false, loginCode: false },
        '登录页至少要提供一种登录方式',
        '登入頁至少要提供一種登入方式',
        'The login page must offer at least one sign-in mode',
      ],
      [
        { feedbackEmail: 'not-an-address' },
        '意见反馈邮箱不是有效的电子邮箱地址',
        '意見回饋電子郵件不是有效的電子郵件地址',
        'feedback e-mail is not a valid e-mail address',
      ],
      [
        { smsGatewayUrl: 'http://sms.example.com/send' },
        '短信网关地址必须是 https 地址（本机可用 http）',
        '簡訊閘道網址必須是 https 網址（本機可用 http）',
        'SMS gateway address must be an https address (http only on this machine)',
      ],
    ];
    for (const [change, zh, zhtw, en] of cases) {
      for (const [language, message] of [
        ['zh', zh],
        ['zh-TW', zhtw],
        ['en', en],
      ] as const) {
        const response = await save(form({ ...change, sysName: 'changed' }), admin, language);
        assert.equal(response.statusCode, 400, response.body);
        assert.equal(envelope(response).msg, message);
      }
    }
    const unknownField = await save({ ...form(), secretFlag: true });
    assert.equal(unknownField.statusCode, 400);
    assert.deepEqual(await stored(), before);
  });

  it('lets a role holding the page read but not save, and refuses a role without it', async () => {
    const reader = await callerWithRole(h, { menus: [SYS_CONFIG_PAGE] });
    const stranger = await callerWithRole(h, { menus: [ADMIN_MENU.user] });
    assert.equal((await read(reader.token)).statusCode, 200);
    for (const token of [reader.token, stranger.token]) {
      const saved = await save(form({ sysName: 'taken over' }), token, 'en');
      assert.equal(saved.statusCode, 403);
      assert.deepEqual(envelope(saved), { code: 403, msg: 'Permission Denied', data: null });
    }
    assert.equal((await read(stranger.token)).statusCode, 403);
    assert.notEqual((await stored()).sysName, 'taken over');
  });

  it('refuses saving to a delegated administrator holding every administration page', async () => {
    const buttons: [string, string][] = [
      ADMIN_BUTTON.add,
      ADMIN_BUTTON.edit,
      ADMIN_BUTTON.remove,
      ADMIN_BUTTON.resetPassword,
      ADMIN_BUTTON.state,
    ].map((b): [string, string] => [ADMIN_MENU.user, b]);
    const delegate = await callerWithRole(h, {
      menus: [SYS_CONFIG_PAGE, ADMIN_MENU.user, ADMIN_MENU.role, ADMIN_MENU.authorize],
      buttons: [...buttons, [ADMIN_MENU.authorize, ADMIN_BUTTON.edit]],
    });
    assert.equal((await read(delegate.token)).statusCode, 200);
    const saved = await save(form({ sessionLifetimeHours: 8760 }), delegate.token);
    assert.equal(saved.statusCode, 403);
    assert.notEqual((await stored()).sessionLifetimeHours, 8760);
  });

  it('serves the login page its public part without a session, and nothing secret', async () => {
    await save(
      form({
        sysName: '公开标题',
        smsGatewayUrl: 'https://sms.example.com/private-path',
        smsGatewayKey: 'never-public-key',
        feedbackEmail: 'boss@example.com',
      }),
    );
    const response = await call(h.app, 'GET', SYSTEM_SYS_CONFIG.loginPage);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(Object.keys(envelope<LoginPageConfig>(response).data).sort(), [
      'company',
      'copyright',
      'loginAccount',
      'loginCode',
      'loginScan',
      'passwordMinLength',
      'sysName',
    ]);
    for (const secret of ['never-public-key', 'private-path', 'boss@example.com']) {
      assert.ok(!response.body.includes(secret), `${secret} is public`);
    }
    assert.equal(envelope<LoginPageConfig>(response).data.sysName, '公开标题');
  });

  it('takes effect at once here and within the TTL on a second server on the database', async () => {
    const clock = new TestClock();
    const second = await buildApp({
      pool: h.pool,
      config: { ...loadConfig({ LOG_LEVEL: 'silent' }) },
      now: clock.now,
    });
    try {
      await save(form({ sysName: '第一次' }));
      assert.equal((await loginPage()).data.sysName, '第一次');
      assert.equal((await loginPage(second)).data.sysName, '第一次');
      await save(form({ sysName: '第二次' }));
      // This process forgot its copy when it saved; the other keeps its own for the TTL.
      assert.equal((await loginPage()).data.sysName, '第二次');
      assert.equal((await loginPage(second)).data.sysName, '第一次');
      clock.advance(SETTINGS_TTL_MS);
      assert.equal((await loginPage(second)).data.sysName, '第二次');
    } finally {
      await second.close();
    }
  });

  it('gives new sessions the configured lifetime', async () => {
    await save(form({ sessionLifetimeHours: 1 }));
    const token = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
    h.clock.advance(59 * 60_000);
    assert.equal(envelope(await currentUser(h.app, token)).code, 200);
    h.clock.advance(2 * 60_000);
    assert.notEqual(envelope(await currentUser(h.app, token)).code, 200);
    await save(form({ sessionLifetimeHours: 12 }), await tokenFor(h.app, 'admin', ADMIN_PASSWORD));
    admin = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
  });

  it('uses the page’s feedback address, else the server’s FEEDBACK_EMAIL', async () => {
    const feedback = async () =>
      envelope<{ feedbackEmail?: string }>(await currentUser(h.app, admin)).data.feedbackEmail;
    await save(form({ feedbackEmail: '' }));
    assert.equal(await feedback(), 'env@example.com');
    await save(form({ feedbackEmail: 'help@example.com' }));
    assert.equal(await feedback(), 'help@example.com');
  });

  it('tells a password sign-in that the password is older than the expiry', async () => {
    await save(form({ passwordExpiryDays: 30 }));
    const fresh = envelope<{ passwordExpired?: boolean }>(
      await login(h.app, 'admin', ADMIN_PASSWORD),
    );
    assert.equal(fresh.data.passwordExpired, undefined);
    h.clock.advance(31 * 86_400_000);
    const old = envelope<{ token: string; passwordExpired?: boolean }>(
      await login(h.app, 'admin', ADMIN_PASSWORD),
    );
    assert.equal(old.code, 200);
    assert.equal(old.data.passwordExpired, true);
    // A change of the hash, whichever module makes it, restarts the count (a trigger).
    const changedAt = async () =>
      (
        await h.db
          .select({ at: users.passwordChangedAt })
          .from(users)
          .where(eq(users.account, 'admin'))
      )[0]?.at.getTime() ?? 0;
    const before = await changedAt();
    await h.db
      .update(users)
      .set({ passwordHash: await hashPassword(md5Hex(ADMIN_PASSWORD)) })
      .where(eq(users.account, 'admin'));
    assert.ok((await changedAt()) > before);
    admin = old.data.token;
    await save(form({ passwordExpiryDays: 0 }));
    const never = envelope<{ passwordExpired?: boolean }>(
      await login(h.app, 'admin', ADMIN_PASSWORD),
    );
    assert.equal(never.data.passwordExpired, undefined);
  });

  it('gives new users the default layout and language', async () => {
    await save(form({ defaultTheme: 'functional', defaultLanguage: 'en' }));
    const organizeId = (
      await h.db.select({ id: users.organizeId }).from(users).where(eq(users.account, 'admin'))
    )[0]?.id;
    const created = await call(h.app, 'POST', USERS.create, {
      token: admin,
      payload: { account: 'newcomer', realName: 'Newcomer', organizeId },
    });
    assert.equal(created.statusCode, 200, created.body);
    const [row] = await h.db
      .select({ theme: users.theme, language: users.language })
      .from(users)
      .where(eq(users.account, 'newcomer'));
    assert.deepEqual(row, { theme: 'functional', language: 'en' });
  });

  it('applies the upload limits of the page per type', async () => {
    await save(form({ uploadLimitAnnexMb: 1, uploadLimitImageMb: 3 }));
    const over = await upload(h.app, 'annex', admin, {
      filename: 'a.bin',
      content: Buffer.alloc(MB + 1),
    });
    assert.equal(over.statusCode, 413);
    assert.equal(envelope(over).msg, '文件大小超过1MB');
    await save(form({ uploadLimitAnnexMb: 2 }));
    const fits = await upload(h.app, 'annex', admin, {
      filename: 'a.bin',
      content: Buffer.alloc(MB + 1),
    });
    assert.equal(fits.statusCode, 200, fits.body);
  });

  it('seeds the page under the system folder with no buttons', async () => {
    assert.ok(await menuId(h.db, SYS_CONFIG_PAGE));
  });
});
