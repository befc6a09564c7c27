import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import {
  DATA_INTERFACE,
  fillPath,
  SYSTEM_SYS_CONFIG,
  type DataInterfaceBody,
  type DataInterfaceLogPage,
  type DataInterfaceResult,
  type SysConfig,
} from '@mepm/contract';
import { callerWithRole } from '../support/permission-fixtures';
import { startAppAsAdmin } from '../support/start-as-admin';
import { call, envelope } from '../support/requests';
import type { Harness } from '../support/app-harness';
import { allowHosts, createInterface, tryDraft, uniqueCode } from './data-interface-support';

/** A local server the interfaces call: it echoes, redirects, floods or hangs as asked. */
function startTarget(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push(`${request.method} ${request.url} ${body}`);
      const redirect = url.searchParams.get('to');
      if (url.pathname === '/redirect' && redirect !== null) {
        response.writeHead(302, { location: redirect }).end();
      } else if (url.pathname === '/big') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ data: 'x'.repeat(3 * 1024 * 1024) }));
      } else if (url.pathname === '/hang') {
        // Never answers: the caller's time limit ends the call.
      } else {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            data: [
              {
                path: url.pathname,
                q: url.searchParams.getAll('q'),
                token: request.headers['x-token'] ?? '',
                body,
              },
            ],
          }),
        );
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, received }),
    );
  });
}

const httpDraft = (httpUrl: string, extra: Partial<DataInterfaceBody> = {}): DataInterfaceBody => ({
  enCode: uniqueCode('http'),
  fullName: '远程数据',
  kind: 'http',
  httpMethod: 'GET',
  httpUrl,
  resultPath: 'data',
  ...extra,
});

describe('data interfaces: HTTP calls never reach private addresses unless allowed', () => {
  let h: Harness;
  let token = '';
  let target: Awaited<ReturnType<typeof startTarget>>;
  const local = (path: string) => `http://127.0.0.1:${target.port}${path}`;
  const refusedWith = async (
    url: string,
    message: RegExp,
    extra: Partial<DataInterfaceBody> = {},
  ) => {
    const response = await tryDraft(h, token, httpDraft(url, extra));
    assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
    assert.match(envelope<null>(response).msg, message, url);
  };

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    target = await startTarget();
  });
  after(async () => {
    target.server.closeAllConnections();
    target.server.close();
    await h.close();
  });

  it('refuses loopback, private, link-local and unspecified addresses, however written', async () => {
    await allowHosts(h, token, '');
    const port = target.port;
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://[::1]:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/',
      'http://172.16.0.1/',
      'http://192.168.1.1/',
      `http://0.0.0.0:${port}/`,
      `http://localhost:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::ffff:7f00:1]:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f.1:${port}/`,
      'http://[fd00::1]/',
      'http://[fe80::1]/',
    ]) {
      await refusedWith(url, /private or local addresses/);
    }
    assert.equal(target.received.length, 0, 'nothing reached the local server');
    await refusedWith('ftp://example.com/', /http or https/);
  });

  it('calls an allowed host and port, binding parameters into the templates', async () => {
    await allowHosts(h, token, `127.0.0.1:${target.port}`);
    const response = await tryDraft(
      h,
      token,
      httpDraft(local('/items/{kind}'), {
        httpMethod: 'POST',
        httpQuery: [{ name: 'q', value: '{keyword}' }],
        httpHeaders: [{ name: 'x-token', value: 'secret' }],
        httpBody: '{"keyword": {keyword}}',
        parameters: [
          { name: 'kind', type: 'text', required: true, defaultValue: '' },
          { name: 'keyword', type: 'text', required: false, defaultValue: '' },
        ],
      }),
      { kind: 'a/../b', keyword: 'x&q=y"}' },
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(envelope<DataInterfaceResult>(response).data.list, [
      {
        path: '/items/a%2F..%2Fb',
        q: ['x&q=y"}'],
        token: 'secret',
        body: '{"keyword": "x&q=y\\"}"}',
      },
    ]);
    await refusedWith(`http://localhost:${target.port}/`, /private or local addresses/);
    await refusedWith(`http://127.0.0.1:${target.port + 1}/`, /private or local addresses/);
  });

  it('checks every redirect again, and drops the headers on another host', async () => {
    await allowHosts(h, token, `127.0.0.1:${target.port}`);
    for (const to of [
      'http://169.254.169.254/latest/meta-data/',
      `http://localhost:${target.port}/`,
      `http://10.0.0.1/`,
      `http://[::1]:${target.port}/`,
    ]) {
      await refusedWith(
        local(`/redirect?to=${encodeURIComponent(to)}`),
        /private or local addresses/,
      );
    }
    const followed = await tryDraft(
      h,
      token,
      httpDraft(local(`/redirect?to=${encodeURIComponent(local('/landed'))}`)),
    );
    assert.equal(followed.statusCode, 200, followed.body);
    assert.equal(envelope<DataInterfaceResult>(followed).data.list[0]?.path, '/landed');
  });

  it('cuts an answer that is too large, and one that takes too long', async () => {
    await allowHosts(h, token, `127.0.0.1:${target.port}`);
    await refusedWith(local('/big'), /too large/);
    const started = Date.now();
    await refusedWith(local('/hang'), /took too long/);
    assert.ok(Date.now() - started < 15_000);
  });

  it('refuses a header value that would split the request', async () => {
    await allowHosts(h, token, `127.0.0.1:${target.port}`);
    const before = target.received.length;
    const response = await tryDraft(
      h,
      token,
      httpDraft(local('/split'), {
        httpHeaders: [{ name: 'x-token', value: '{value}' }],
        parameters: [{ name: 'value', type: 'text', required: true, defaultValue: '' }],
      }),
      { value: 'a\r\nx-injected: 1' },
    );
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(target.received.length, before);
  });

  it('tells an option caller only that the call failed, and the call log why', async () => {
    await allowHosts(h, token, '');
    const id = await createInterface(
      h,
      token,
      httpDraft(local('/items'), { optionMapping: { idField: 'path', nameField: 'path' } }),
    );
    const nobody = await callerWithRole(h, {});
    const options = await call(h.app, 'POST', fillPath(DATA_INTERFACE.options, { id }), {
      token: nobody.token,
      language: 'en',
      payload: {},
    });
    assert.equal(options.statusCode, 400);
    assert.equal(envelope<null>(options).msg, 'The data interface call failed');
    const log = envelope<DataInterfaceLogPage>(
      await call(h.app, 'GET', fillPath(DATA_INTERFACE.log, { id }), { token }),
    ).data;
    assert.match(log.list[0]?.message ?? '', /private or local addresses \(127\.0\.0\.1\)/);
  });

  it('keeps the allow-list in the system configuration, each entry checked', async () => {
    const current = envelope<SysConfig>(
      await call(h.app, 'GET', SYSTEM_SYS_CONFIG.config, { token }),
    ).data;
    const { smsGatewayKeySet: _set, ...rest } = current;
    const bad = await call(h.app, 'PUT', SYSTEM_SYS_CONFIG.config, {
      token,
      language: 'en',
      payload: { ...rest, interfaceAllowedHosts: 'http://intranet/' },
    });
    assert.equal(bad.statusCode, 400);
    assert.match(envelope<null>(bad).msg, /internal hosts data interfaces may call/);
    await allowHosts(h, token, 'Intranet.local, [::1]:8080\n10.0.0.5');
    const saved = envelope<SysConfig>(
      await call(h.app, 'GET', SYSTEM_SYS_CONFIG.config, { token }),
    ).data;
    assert.equal(saved.interfaceAllowedHosts, 'intranet.local\n[::1]:8080\n10.0.0.5');
  });
});
