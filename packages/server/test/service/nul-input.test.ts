/**
 * U+0000 in any string of any route — path parameter, query, JSON or form body, multipart field —
 * is refused with the translated 400 naming the field, before a handler or the database sees it
 * (PostgreSQL text cannot hold the character: it used to surface as a 500).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WEBSOCKET_PATH } from '@mepm/contract';
import type { LightMyRequestResponse } from 'fastify';
import { PRODUCT_TEXTS } from '../support/product';
import { API_ONLY, type Harness } from '../support/app-harness';
import { startAppAsAdmin } from '../support/start-as-admin';
import { multipartFile } from '../support/requests';

const NUL = 'a\u0000b';
const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
type Method = (typeof HTTP_METHODS)[number];

const isMethod = (name: string): name is Method => HTTP_METHODS.some((method) => method === name);

interface Route {
  method: Method;
  /** Fastify's pattern, e.g. /api/permission/Users/:id */
  url: string;
}

/** Every method and path of Fastify's route tree (printRoutes without common prefixes). */
function registeredRoutes(tree: string): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (match === null) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = url;
    for (const method of (match[3] ?? '').split(', ')) {
      if (isMethod(method)) routes.push({ method, url });
    }
  }
  return routes;
}

interface Operation {
  parameters?: { in: 'path' | 'query'; name: string }[];
  requestBody?: { content: Record<string, { schema: BodySchema }> };
}
interface BodySchema {
  properties?: Record<string, unknown>;
  anyOf?: BodySchema[];
}

function bodyFields(schema: BodySchema | undefined): string[] {
  if (schema === undefined) return [];
  const own = Object.keys(schema.properties ?? {});
  return [...new Set([...own, ...(schema.anyOf ?? []).flatMap(bodyFields)])];
}

/** The guard's message for a field, as the caller reads it. */
const refusal = (field: string) =>
  PRODUCT_TEXTS.text('zh', 'nulCharacter', { field: PRODUCT_TEXTS.fieldName('zh', field) });

/** `/a/:id|:typeId/b` → `/a/:id/b` and `/a/:typeId/b` (each `|` group spelled out). */
function alternativesOf(url: string): string[] {
  const group = /:\w+(?:\|:\w+)+/.exec(url);
  if (group === null) return [url];
  return group[0].split('|').flatMap((name) => alternativesOf(url.replace(group[0], name)));
}

describe('a NUL character anywhere in a request', () => {
  let h: Harness;
  let token = '';
  before(async () => {
    ({ h, token } = await startAppAsAdmin(API_ONLY));
  });
  after(() => h.close());

  function expectRefused(what: string, response: LightMyRequestResponse, field: string): void {
    assert.equal(response.statusCode, 400, `${what}: ${response.body}`);
    assert.deepEqual(response.json(), { code: 400, msg: refusal(field), data: null }, what);
  }

  it('is refused in every path parameter, query parameter and body field of every route', async () => {
    await h.app.ready();
    // The socket's upgrade takes no parameter and no body; its frames are tested in test/chat.
    const routes = registeredRoutes(h.app.printRoutes({ commonPrefix: false })).filter(
      (route) => route.url !== '/api/docs/json' && route.url !== WEBSOCKET_PATH,
    );
    // The document is typed loosely; these tests read only the parts described above.
    const doc = h.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    assert.ok(routes.length > 60, `only ${routes.length} routes found`);
    const auth = { authorization: `Bearer ${token}` };
    let requests = 0;

    for (const { method, url: printed } of routes) {
      // Routes that share a position under different parameter names (GET /X/:typeId beside
      // PUT /X/:id) print as `:id|:typeId`: the method's own name is the one the document has.
      const url =
        alternativesOf(printed).find(
          (candidate) =>
            doc.paths[candidate.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()] !== undefined,
        ) ?? printed;
      const openApiPath = url.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[openApiPath]?.[method.toLowerCase()];
      assert.ok(operation, `${method} ${url} is missing from the OpenAPI document`);
      const params = [...url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
      const fill = (nulIn?: string) =>
        url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(name === nulIn ? NUL : 'x'));
      const label = `${method} ${url}`;

      for (const param of params) {
        const response = await h.app.inject({ method, url: fill(param), headers: auth });
        expectRefused(`${label} path ${param}`, response, param);
        requests++;
      }
      const queryNames = (operation.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => p.name);
      // Undeclared parameters too: the guard does not depend on the schema.
      for (const name of [...queryNames, 'undeclared']) {
        const response = await h.app.inject({
          method,
          url: `${fill()}?${name}=${encodeURIComponent(NUL)}`,
          headers: auth,
        });
        expectRefused(`${label} query ${name}`, response, name);
        requests++;
      }
      if (method === 'GET' || method === 'DELETE') continue;

      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const fields = [...bodyFields(json), 'undeclared'];
      for (const field of fields) {
        const response = await h.app.inject({
          method,
          url: fill(),
          headers: { ...auth, 'content-type': 'application/json' },
          payload: JSON.stringify({ [field]: NUL }),
        });
        expectRefused(`${label} body ${field}`, response, field);
        requests++;
      }
      const nested = await h.app.inject({
        method,
        url: fill(),
        headers: { ...auth, 'content-type': 'application/json' },
        payload: JSON.stringify({ list: [{ deep: ['ok', NUL] }] }),
      });
      expectRefused(`${label} nested body`, nested, 'deep');
      if ('application/x-www-form-urlencoded' in content) {
        for (const field of fields) {
          const response = await h.app.inject({
            method,
            url: fill(),
            headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({ [field]: NUL }).toString(),
          });
          expectRefused(`${label} form ${field}`, response, field);
          requests++;
        }
      }
    }
    assert.ok(requests > 200, `only ${requests} requests sent`);
  });

  it('is refused in a multipart field of the upload route', async () => {
    const file = multipartFile('file', 'a.txt', Buffer.from('hello'));
    const boundary = file.contentType.split('boundary=')[1] ?? '';
    const field = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="keyword"\r\n\r\n${NUL}\r\n`,
    );
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/file/Uploader/annex',
      headers: { authorization: `Bearer ${token}`, 'content-type': file.contentType },
      payload: Buffer.concat([field, file.payload]),
    });
    expectRefused('multipart field', response, 'keyword');
  });

  it('is refused on the sign-in route before any session exists, in the caller’s language', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: `account=${encodeURIComponent(NUL)}&password=x`,
    });
    assert.equal(response.statusCode, 400);
    assert.equal(
      response.json<{ msg: string }>().msg,
      'account must not contain the NUL character (U+0000)',
    );
  });
});
