import assert from 'node:assert/strict';
import { VISUALDEV_BASE, type CreatedId, type FormField } from '@mepm/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';

let sequence = 0;
/** A code no other test of the run uses. */
export const uniqueCode = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;

export const input = (vModel: string, label: string, formId: number): FormField => ({
  __config__: { wyzxKey: 'input', label, formId },
  __vModel__: vModel,
});

/** A form with a name, an amount and a sub-table of lines with a quantity column. */
export const orderFields = (): FormField[] => [
  input('name', '名称', 1),
  { __config__: { wyzxKey: 'amount', label: '金额', formId: 2 }, __vModel__: 'total' },
  {
    __config__: {
      wyzxKey: 'row',
      label: '布局',
      formId: 3,
      children: [input('remark', '备注', 4)],
    },
  },
  {
    __config__: {
      wyzxKey: 'table',
      label: '明细',
      formId: 5,
      children: [
        { __config__: { wyzxKey: 'number', label: '数量', formId: 6 }, __vModel__: 'qty' },
      ],
    },
    __vModel__: 'lines',
  },
];

export const designBody = (enCode: string, extra: object = {}) => ({
  fullName: '采购申请',
  enCode,
  category: 'office',
  type: 1,
  webType: 2,
  formData: { formConf: { labelWidth: 100 }, fields: orderFields() },
  columnData: null,
  tables: null,
  sortCode: 1,
  description: '采购',
  ...extra,
});

/** Creates a design as `token`'s user and answers its id. */
export async function createDesign(h: Harness, token: string, body: object): Promise<string> {
  const response = await call(h.app, 'POST', VISUALDEV_BASE.create, { token, payload: body });
  assert.equal(response.statusCode, 200, response.body);
  return envelope<CreatedId>(response).data.id;
}

/** A payload the server must refuse, with what the refusal says in English and in Chinese. */
export type Refusal<P> = [payload: P, en: RegExp, zh: RegExp];

/** Sends each payload in English and in Chinese and expects a 400 saying the given reason. */
export async function expectRefusals<P>(
  cases: Refusal<P>[],
  send: (payload: P, language: 'en' | 'zh') => Promise<LightMyRequestResponse>,
): Promise<void> {
  for (const [payload, en, zh] of cases) {
    for (const [language, pattern] of [
      ['en', en],
      ['zh', zh],
    ] as const) {
      const response = await send(payload, language);
      const sent = JSON.stringify(payload).slice(0, 200);
      assert.equal(response.statusCode, 400, `${language} ${sent} ${response.body}`);
      assert.match(envelope<null>(response).msg, pattern, sent);
    }
  }
}
