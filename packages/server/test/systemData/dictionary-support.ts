import assert from 'node:assert/strict';
import { DICTIONARY_DATA, DICTIONARY_TYPE, type CreatedId } from '@mepm/contract';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';

let sequence = 0;
/** A fresh code for each call, so that tests never collide. */
export const freshCode = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** Creates through the API and answers the new id; fails the test on a refusal. */
export async function createdBy(
  h: Harness,
  token: string,
  url: string,
  payload: object,
): Promise<string> {
  const response = await call(h.app, 'POST', url, { token, payload });
  assert.equal(response.statusCode, 200, response.body);
  return envelope<CreatedId>(response).data.id;
}

export const newType = (h: Harness, token: string, extra: object = {}) =>
  createdBy(h, token, DICTIONARY_TYPE.create, {
    enCode: freshCode('T'),
    fullName: '测试字典',
    ...extra,
  });

export const newItem = (h: Harness, token: string, typeId: string, extra: object = {}) =>
  createdBy(h, token, DICTIONARY_DATA.create, {
    typeId,
    enCode: freshCode('D'),
    fullName: '测试数据',
    ...extra,
  });
