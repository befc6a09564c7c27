import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fillPath, ROLE, type CreatedId } from '@mepm/contract';
import type { Harness } from '../support/app-harness';
import { startAppAsAdmin } from '../support/start-as-admin';
import { envelope } from '../support/requests';

const HOST = 'https://portal.example.com';
const STRANGER = 'https://evil.example.net';
/** What the shell sends with a JSON write. */
const SHELL_HEADERS = 'authorization,content-type,accept-language';

function listOf(header: string | string[] | number | undefined): string[] {
  return String(header ?? '')
    .split(',')
    .map((part) => part.trim().toUpperCase())
    .filter((part) => part.length > 0)
    .sort();
}

describe('CORS for host portals embedding the shell', () => {
  let h: Harness;
  let token = '';
  before(async () => {
    ({ h, token } = await startAppAsAdmin({ hostOrigins: [HOST] }));
  });
  after(() => h.close());

  const preflight = (origin: string, method: string, url: string = ROLE.list) =>
    h.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': SHELL_HEADERS,
      },
    });

  it('lets a host origin send every method and header the shell uses', async () => {
    const response = await preflight(HOST, 'PUT', fillPath(ROLE.item, { id: 'x' }));
    assert.equal(response.statusCode, 204);
    assert.equal(response.headers['access-control-allow-origin'], HOST);
    assert.deepEqual(listOf(response.headers['access-control-allow-methods']), [
      'DELETE',
      'GET',
      'HEAD',
      'OPTIONS',
      'POST',
      'PUT',
    ]);
    assert.deepEqual(listOf(response.headers['access-control-allow-headers']), [
      'ACCEPT-LANGUAGE',
      'AUTHORIZATION',
      'CONTENT-TYPE',
    ]);
  });

  it('allows every method of every documented API route', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const used = new Set(
      Object.values(doc.paths).flatMap((operations) =>
        Object.keys(operations).map((method) => method.toUpperCase()),
      ),
    );
    assert.ok(used.has('PUT') && used.has('DELETE'), 'the API has writes to check');
    const allowed = new Set(
      listOf((await preflight(HOST, 'GET')).headers['access-control-allow-methods']),
    );
    for (const method of used) assert.ok(allowed.has(method), `${method} is not allowed`);
  });

  it('answers the host origin on the writes themselves', async () => {
    const created = await h.app.inject({
      method: 'POST',
      url: ROLE.create,
      headers: { origin: HOST, authorization: `Bearer ${token}` },
      payload: { enCode: 'cors.role', fullName: 'CORS 角色' },
    });
    assert.equal(created.headers['access-control-allow-origin'], HOST);
    const { id } = envelope<CreatedId>(created).data;
    const item = fillPath(ROLE.item, { id });

    const edited = await h.app.inject({
      method: 'PUT',
      url: item,
      headers: { origin: HOST, authorization: `Bearer ${token}` },
      payload: { enCode: 'cors.role', fullName: 'CORS 角色 2' },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.headers['access-control-allow-origin'], HOST);

    const removed = await h.app.inject({
      method: 'DELETE',
      url: item,
      headers: { origin: HOST, authorization: `Bearer ${token}` },
    });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.headers['access-control-allow-origin'], HOST);
  });

  it('gives any other origin no CORS header at all', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await preflight(STRANGER, method);
      const cors = Object.keys(response.headers).filter((name) =>
        name.startsWith('access-control-'),
      );
      assert.deepEqual(cors, [], `${method} preflight`);
    }
    const read = await h.app.inject({
      method: 'GET',
      url: ROLE.list,
      headers: { origin: STRANGER, authorization: `Bearer ${token}` },
    });
    assert.equal(read.headers['access-control-allow-origin'], undefined);
  });
});
