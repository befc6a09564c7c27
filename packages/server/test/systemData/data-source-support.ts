import assert from 'node:assert/strict';
import { DATA_SOURCE, type CreatedId, type DataSourceBody } from '@mepm/contract';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';

let sequence = 0;

/** A source name no other test of the file uses. */
export const freshName = (prefix = '数据源') =>
  `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** Settings of the machine's PostgreSQL (it trusts local users, whatever the password). */
export const sourceBody = (extra: Partial<DataSourceBody> = {}): DataSourceBody => ({
  fullName: freshName(),
  kind: 'postgresql',
  host: '127.0.0.1',
  port: 5432,
  database: 'test',
  user: 'root',
  password: '',
  ...extra,
});

export async function newSource(
  h: Harness,
  token: string,
  extra: Partial<DataSourceBody> = {},
): Promise<string> {
  const response = await call(h.app, 'POST', DATA_SOURCE.create, {
    token,
    payload: sourceBody(extra),
  });
  assert.equal(response.statusCode, 200, response.body);
  return envelope<CreatedId>(response).data.id;
}
