import assert from 'node:assert/strict';
import {
  DATA_INTERFACE,
  fillPath,
  SYSTEM_SYS_CONFIG,
  type CreatedId,
  type DataInterfaceBody,
  type DataInterfaceResult,
  type SysConfig,
} from '@mepm/contract';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';

let sequence = 0;
export const uniqueCode = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;

export const sqlInterface = (
  sqlText: string,
  extra: Partial<DataInterfaceBody> = {},
): DataInterfaceBody => ({
  enCode: uniqueCode('sql'),
  fullName: '用户查询',
  kind: 'sql',
  sqlText,
  ...extra,
});

export async function createInterface(
  h: Harness,
  token: string,
  body: DataInterfaceBody,
): Promise<string> {
  const response = await call(h.app, 'POST', DATA_INTERFACE.create, { token, payload: body });
  assert.equal(response.statusCode, 200, response.body);
  return envelope<CreatedId>(response).data.id;
}

/** GET …/Actions/Response with the values as the query string. */
export function preview(h: Harness, token: string, id: string, args: Record<string, string> = {}) {
  const query = new URLSearchParams(args).toString();
  return call(h.app, 'GET', `${fillPath(DATA_INTERFACE.response, { id })}?${query}`, {
    token,
    language: 'en',
  });
}

export async function previewRows(
  h: Harness,
  token: string,
  id: string,
  args: Record<string, string> = {},
): Promise<DataInterfaceResult> {
  const response = await preview(h, token, id, args);
  assert.equal(response.statusCode, 200, response.body);
  return envelope<DataInterfaceResult>(response).data;
}

/** POST …/Actions/Test with a draft; answers the raw response. */
export function tryDraft(
  h: Harness,
  token: string,
  definition: DataInterfaceBody,
  args: Record<string, string> = {},
) {
  return call(h.app, 'POST', DATA_INTERFACE.test, {
    token,
    language: 'en',
    payload: { definition, args },
  });
}

/** Saves the system configuration with this allow-list of hosts. */
export async function allowHosts(h: Harness, token: string, hosts: string): Promise<void> {
  const current = envelope<SysConfig>(
    await call(h.app, 'GET', SYSTEM_SYS_CONFIG.config, { token }),
  ).data;
  const { smsGatewayKeySet: _set, ...rest } = current;
  const saved = await call(h.app, 'PUT', SYSTEM_SYS_CONFIG.config, {
    token,
    payload: { ...rest, interfaceAllowedHosts: hosts },
  });
  assert.equal(saved.statusCode, 200, saved.body);
}
