import { describe, expect, it } from '@jest/globals';
import type { FormDesign, FormField } from '@mepm/contract';
import { checkFormDesign } from '../design/check-design';
import { PATTERN_INPUT_LIMIT } from '../design/linear-patterns';
import { validateSubmission } from './validate-submission';

const design: FormDesign = {
  formConf: {},
  fields: [
    { __config__: { wyzxKey: 'number', label: '级别', formId: 1 }, __vModel__: 'level' },
    {
      __config__: {
        wyzxKey: 'input',
        label: '等级',
        formId: 2,
        linkage: {
          assign: [
            {
              when: { logic: 'and', items: [{ field: 'level', op: 'gt', value: 5 }] },
              value: '高',
            },
          ],
        },
      },
      __vModel__: 'grade',
    },
    {
      __config__: {
        wyzxKey: 'input',
        label: '原因',
        formId: 3,
        linkage: { required: { logic: 'and', items: [{ field: 'level', op: 'gt', value: 8 }] } },
        regList: [{ pattern: '^[a-z]+$', message: '只能输入小写字母' }],
      },
      __vModel__: 'reason',
    },
    {
      __config__: {
        wyzxKey: 'table',
        label: '明细',
        formId: 4,
        children: [
          { __config__: { wyzxKey: 'input', label: '名', formId: 5 }, __vModel__: 'item' },
          {
            __config__: {
              wyzxKey: 'number',
              label: '价',
              formId: 6,
              required: true,
              linkage: { visible: { logic: 'and', items: [{ field: 'level', op: 'notEmpty' }] } },
            },
            __vModel__: 'cost',
          },
        ],
      },
      __vModel__: 'lines',
    },
  ] as FormField[],
};

const zh = { language: 'zh', mode: 'create' } as const;

describe('linkage inside submission validation', () => {
  it('is a design the check accepts', () => {
    expect(checkFormDesign(design)).toMatchObject({ ok: true });
  });

  it('stores the assigned value whatever the caller sent', () => {
    const result = validateSubmission(design, { level: 6, grade: '低' }, zh);
    // On create every field shown is stored, those not sent as null.
    const unsent = { reason: null, lines: null };
    expect(result).toEqual({ ok: true, values: { level: 6, grade: '高', ...unsent } });
    const unassigned = validateSubmission(design, { level: 1, grade: '低' }, zh);
    expect(unassigned).toEqual({ ok: true, values: { level: 1, grade: '低', ...unsent } });
  });

  it('requires a field by condition and shows the design message of a pattern', () => {
    expect(validateSubmission(design, { level: 9 }, zh)).toMatchObject({
      ok: false,
      errors: [{ field: 'reason', message: '请输入原因' }],
    });
    expect(validateSubmission(design, { reason: 'ABC' }, zh)).toMatchObject({
      ok: false,
      errors: [{ field: 'reason', key: 'rule', message: '原因：只能输入小写字母' }],
    });
    const long = 'a'.repeat(PATTERN_INPUT_LIMIT + 1);
    expect(validateSubmission(design, { reason: long }, zh)).toMatchObject({ ok: false });
  });

  it('leaves hidden columns out of every row and skips their required check', () => {
    const hidden = validateSubmission(design, { lines: [{ item: 'x', cost: 'bad' }] }, zh);
    expect(hidden.ok && hidden.values.lines).toEqual([{ item: 'x' }]);
    const shown = validateSubmission(design, { level: 1, lines: [{ item: 'x' }] }, zh);
    expect(shown).toMatchObject({
      ok: false,
      errors: [{ field: 'lines[0].cost', message: '明细第1行价不能为空' }],
    });
  });
});
