import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SERVICE } from '@mepm/contract';
import { ADMIN_PASSWORD, startApp, tokenFor, type Harness } from '../support/app-harness';
import { createCaller } from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';

const HOST = 'https://portal.example.com';

describe('service routes, static files, CORS and the envelope', () => {
  let h: Harness;
  let dist: string;
  before(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'mepm-dist-'));
    const shell = path.join(dist, 'shell');
    const hostDemo = path.join(dist, 'host-demo');
    await mkdir(path.join(shell, 'static'), { recursive: true });
    await mkdir(hostDemo, { recursive: true });
    await writeFile(path.join(shell, 'index.html'), '<!doctype html><title>shell</title>');
    await writeFile(path.join(shell, 'remoteEntry.js'), 'var remote_shell;');
    await writeFile(path.join(shell, 'static', 'main.0123abcd4567.js'), 'console.log(1);');
    await writeFile(path.join(hostDemo, 'index.html'), '<!doctype html><title>host</title>');
    h = await startApp({
      shellDist: shell,
      hostDemoDist: hostDemo,
      hostOrigins: [HOST],
      loginRateLimitPerMinute: 20,
    });
    h.app.get('/api/test/explode', async () => {
      throw new Error('secret internal detail');
    });
  });
  after(async () => {
    await h.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers /health without a session, with the status only', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/health?n=5' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { code: 200, msg: '操作成功', data: { status: 'ok' } });
  });

  it('tells the database and uptime to administrators only', async () => {
    const admin = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
    const details = await call(h.app, 'GET', SERVICE.about, { token: admin });
    assert.equal(details.statusCode, 200, details.body);
    const data = envelope<{ database: string; uptimeSeconds: number }>(details).data;
    assert.ok(data.database.length > 0);
    assert.equal(typeof data.uptimeSeconds, 'number');

    const staff = await createCaller(h, { grants: { menus: ['permission.user'] } });
    const refused = await call(h.app, 'GET', SERVICE.about, { token: staff.token, language: 'en' });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(envelope(refused), { code: 403, msg: 'Permission Denied', data: null });
    const anonymous = await call(h.app, 'GET', SERVICE.about);
    assert.equal(anonymous.statusCode, 401);
  });

  it("sends nosniff and no referrer with every answer but the host demo's pages", async () => {
    const answers = await Promise.all([
      h.app.inject({ method: 'GET', url: '/health' }),
      h.app.inject({ method: 'GET', url: '/api/nothing/here' }),
      h.app.inject({ method: 'GET', url: '/api/test/explode' }),
      h.app.inject({ method: 'GET', url: '/api/oauth/CurrentUser' }),
      h.app.inject({ method: 'GET', url: '/static/main.0123abcd4567.js' }),
      h.app.inject({ method: 'GET', url: '/static/missing.js' }),
      h.app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } }),
    ]);
    for (const answer of answers) {
      assert.equal(answer.headers['x-content-type-options'], 'nosniff', answer.body);
      assert.equal(answer.headers['referrer-policy'], 'no-referrer', answer.body);
    }
    // A shell it frames finds its host by the referrer where browsers lack ancestorOrigins.
    const hostPage = await h.app.inject({
      method: 'GET',
      url: '/host-demo/',
      headers: { accept: 'text/html' },
    });
    assert.equal(hostPage.headers['x-content-type-options'], 'nosniff');
    assert.equal(hostPage.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  });

  it('answers an unknown API path with the 404 envelope, even for a browser navigation', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/nothing/here',
      headers: { accept: 'text/html', 'accept-language': 'en' },
    });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), {
      code: 404,
      msg: 'The requested API does not exist',
      data: null,
    });
  });

  it('hides the internals of an unexpected error', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/test/explode' });
    assert.equal(response.statusCode, 500);
    const { traceId, ...rest } = response.json<{ traceId: string }>();
    assert.deepEqual(rest, { code: 500, msg: '服务器内部错误，请稍后重试', data: null });
    // The id the error log keeps it under (docs/reference/system-log.md), nothing of the error.
    assert.match(traceId, /^[0-9a-f]{16}$/);
  });

  it('publishes an OpenAPI document listing the oauth paths', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    assert.match(doc.openapi, /^3\./);
    for (const p of [
      '/api/oauth/Login',
      '/api/oauth/CurrentUser',
      '/api/oauth/Logout',
      '/api/oauth/sendSms/{mobile}',
      '/api/oauth/LockScreen',
    ]) {
      assert.ok(p in doc.paths, `${p} missing from the OpenAPI document`);
    }
  });

  it('serves the shell index.html for history-mode pages, uncached and framable by hosts', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/home?token=abc',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /<title>shell<\/title>/);
    assert.equal(response.headers['cache-control'], 'no-cache');
    const policy = String(response.headers['content-security-policy']).split('; ');
    assert.ok(policy.includes(`frame-ancestors 'self' ${HOST}`), policy.join('; '));
    assert.ok(policy.includes("script-src 'self'"), 'scripts from the own origin only');
    assert.ok(policy.includes("object-src 'none'"));
    const root = await h.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    assert.equal(root.headers['cache-control'], 'no-cache');
    assert.match(root.body, /shell/);
  });

  it('serves the host demo index.html under /host-demo/', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/host-demo/embedded/qiankun',
      headers: { accept: 'text/html' },
    });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /<title>host<\/title>/);
    // Nobody but the server's own pages may frame the demo.
    assert.equal(response.headers['content-security-policy'], "frame-ancestors 'self'");
    const file = await h.app.inject({ method: 'GET', url: '/host-demo/index.html' });
    assert.equal(file.headers['content-security-policy'], "frame-ancestors 'self'");
  });

  it('does not answer a missing script with index.html', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/static/missing.js',
      headers: { accept: '*/*' },
    });
    assert.equal(response.statusCode, 404);
  });

  it('caches hashed assets for long and remoteEntry.js not at all', async () => {
    const hashed = await h.app.inject({ method: 'GET', url: '/static/main.0123abcd4567.js' });
    assert.equal(hashed.statusCode, 200);
    assert.match(String(hashed.headers['cache-control']), /immutable/);
    const entry = await h.app.inject({
      method: 'GET',
      url: '/remoteEntry.js',
      headers: { origin: HOST },
    });
    assert.equal(entry.headers['cache-control'], 'no-cache');
    assert.equal(entry.headers['access-control-allow-origin'], HOST);
  });

  it('admits a configured host origin to the API and no other', async () => {
    const preflight = (origin: string) =>
      h.app.inject({
        method: 'OPTIONS',
        url: '/api/oauth/CurrentUser',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    const allowed = await preflight(HOST);
    assert.equal(allowed.headers['access-control-allow-origin'], HOST);
    const refused = await preflight('https://evil.example.net');
    assert.equal(refused.headers['access-control-allow-origin'], undefined);
  });

  it('limits requests per IP on sendSms with a translated refusal', async () => {
    // The limit is 20 a minute here: the 21st request from one address is refused.
    let last = await h.app.inject({ method: 'GET', url: '/api/oauth/sendSms/1' });
    for (let i = 0; i < 21; i++) {
      last = await h.app.inject({
        method: 'GET',
        url: '/api/oauth/sendSms/1',
        remoteAddress: '203.0.113.200',
        headers: { 'accept-language': 'en' },
      });
    }
    assert.equal(last.statusCode, 429);
    assert.match(
      last.json<{ msg: string }>().msg,
      /^Too many requests; please try again in \d+ seconds$/,
    );
  });
});
