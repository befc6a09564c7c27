/**
 * Refusals that happen before a route runs — in the router, the body parsers or Node's HTTP
 * parser — answer the translated envelope with the security headers, like every other answer.
 */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { API_ONLY, type Harness } from '../support/app-harness';
import { startAppAsAdmin } from '../support/start-as-admin';

interface Case {
  name: string;
  request: (token: string) => InjectOptions;
  status: number;
  msg: string;
}

const CASES: Case[] = [
  {
    name: 'a malformed percent-encoding',
    request: () => ({ method: 'GET', url: '/api/permission/Role/%ZZ' }),
    status: 400,
    msg: 'The request URL is not valid',
  },
  {
    name: 'a path parameter longer than the router takes',
    request: () => ({ method: 'GET', url: `/api/permission/Role/${'a'.repeat(101)}` }),
    status: 414,
    msg: 'A parameter of the request URL is too long',
  },
  {
    name: 'a method no route has',
    request: () => ({ method: 'PATCH', url: '/api/permission/Role' }),
    status: 404,
    msg: 'The requested API does not exist',
  },
  {
    name: 'a body type no parser reads',
    request: (token) => ({
      method: 'POST',
      url: '/api/permission/Role',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
      payload: '<role/>',
    }),
    status: 415,
    msg: 'The type of the request body is not supported',
  },
  {
    name: 'a body over the 1 MB limit',
    request: (token) => ({
      method: 'POST',
      url: '/api/permission/Role',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ description: 'x'.repeat(1024 * 1024) }),
    }),
    status: 413,
    msg: 'The request body is too large',
  },
  {
    name: 'a JSON body that does not parse',
    request: (token) => ({
      method: 'POST',
      url: '/api/permission/Role',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"enCode":',
    }),
    status: 400,
    msg: 'The request body is not valid',
  },
];

describe('refusals before any route runs', () => {
  let h: Harness;
  let token = '';
  before(async () => {
    ({ h, token } = await startAppAsAdmin(API_ONLY));
  });
  after(() => h.close());

  for (const c of CASES) {
    it(`answers ${c.name} with the envelope`, async () => {
      const request = c.request(token);
      const response = await h.app.inject({
        ...request,
        headers: { ...request.headers, 'accept-language': 'en' },
      });
      assert.equal(response.statusCode, c.status, response.body);
      assert.deepEqual(response.json(), { code: c.status, msg: c.msg, data: null });
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['referrer-policy'], 'no-referrer');
    });
  }

  it('answers the router refusals in Chinese by default', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/permission/Role/%ZZ' });
    assert.deepEqual(response.json(), { code: 400, msg: '请求地址无效', data: null });
  });

  it('answers bytes that are not HTTP with the envelope before closing the connection', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    assert.ok(address !== null && typeof address === 'object');
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(address.port, '127.0.0.1', () => {
        socket.write('GET /health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
      });
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    assert.match(head, /^HTTP\/1\.1 400 Bad Request\r\n/);
    assert.match(head, /\r\nx-content-type-options: nosniff\r\n/i);
    assert.deepEqual(JSON.parse(body), { code: 400, msg: '请求无效', data: null });
  });
});
