/**
 * The log at its default level keeps no secrets: sign-in tokens in URLs (iframe and redirect
 * links) are redacted, and a failed SQL statement is logged without its parameters.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SCAN_LOGIN } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import { startApp, type Harness } from '../support/app-harness';

interface LogLine {
  level: number;
  msg: string;
  req?: { url: string };
  err?: { message: string; stack: string; params?: unknown };
  sqlState?: string;
}

describe('what the log records', () => {
  let h: Harness;
  const written: string[] = [];
  // pino writes one JSON object a line, of the shape above.
  const lines = () => written.map((line) => JSON.parse(line) as LogLine);
  before(async () => {
    h = await startApp(
      { logLevel: 'info' },
      { logStream: { write: (line) => void written.push(line) } },
    );
    h.app.get('/api/test/value-refused', async () =>
      h.db.execute(sql`select ${'secret-param-1'}::int`),
    );
    h.app.get('/api/test/broken-statement', async () =>
      h.db.execute(sql`select * from no_such_table where name = ${'secret-param-2'}`),
    );
  });
  after(() => h.close());

  it('redacts token and encryption values from logged URLs, also inside a redirect', async () => {
    written.length = 0;
    const url =
      '/home?token=secret-token-1&encryption=secret-name-2&lang=zh' +
      '&redirect=%2Fhome%3Faccess_token%3Dsecret-token-3%26tab%3D1';
    await h.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    const incoming = lines().find((line) => line.msg === 'incoming request');
    assert.equal(
      incoming?.req?.url,
      '/home?token=[redacted]&encryption=[redacted]&lang=zh' +
        '&redirect=%2Fhome%3Faccess_token%3D[redacted]%26tab%3D1',
    );
    assert.doesNotMatch(written.join(''), /secret-/);
  });

  it('keeps the scan-login ticket a login page polls with out of the log', async () => {
    written.length = 0;
    const created = await h.app.inject({ method: 'POST', url: `${SCAN_LOGIN.ticket}?n=1` });
    const { ticket } = created.json<{ data: { ticket: string } }>().data;
    written.length = 0;
    const polled = await h.app.inject({
      method: 'POST',
      url: `${SCAN_LOGIN.poll}?n=1`,
      payload: { ticket },
    });
    assert.equal(polled.statusCode, 200, polled.body);
    assert.ok(lines().some((line) => line.req?.url === `${SCAN_LOGIN.poll}?n=1`));
    assert.ok(!written.join('').includes(ticket));
  });

  it('logs a value the database refused as a warning without the value', async () => {
    written.length = 0;
    const response = await h.app.inject({ method: 'GET', url: '/api/test/value-refused' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { code: 400, msg: '请求内容无效', data: null });
    const warning = lines().find((line) => line.msg === 'value refused by the database');
    assert.equal(warning?.level, 40);
    assert.equal(warning?.sqlState, '22P02');
    assert.ok(!lines().some((line) => line.level >= 50), 'nothing at error level');
    assert.doesNotMatch(written.join(''), /secret-param/);
  });

  it('logs an unexpected SQL failure with its statement and without its parameters', async () => {
    written.length = 0;
    const response = await h.app.inject({ method: 'GET', url: '/api/test/broken-statement' });
    assert.equal(response.statusCode, 500);
    const failure = lines().find((line) => line.msg === 'unexpected error');
    assert.equal(failure?.level, 50);
    assert.match(failure?.err?.message ?? '', /no_such_table[\s\S]*params: \[1 hidden\]/);
    assert.match(failure?.err?.stack ?? '', /params: \[1 hidden\]/);
    assert.equal(failure?.err?.params, undefined);
    assert.doesNotMatch(written.join(''), /secret-param/);
  });
});
