import { describe, expect, it } from '@jest/globals';
import type { FormDesign, FormField, FormFieldOf } from '@mepm/contract';
import { checkFormDesign } from '../design/check-design';
import { evaluateLinkage } from './evaluate-linkage';
import { filterOptions } from './filter-options';

const when = (field: string, op: 'eq' | 'notEmpty' | 'gt', value?: string | number) => ({
  logic: 'and' as const,
  items: [value === undefined ? { field, op } : { field, op, value }],
});

const design: FormDesign = {
  formConf: {},
  fields: [
    { __config__: { wyzxKey: 'switch', label: '启用', formId: 1 }, __vModel__: 'on' },
    {
      __config__: {
        wyzxKey: 'input',
        label: '原因',
        formId: 2,
        linkage: {
          visible: when('on', 'eq', 1),
          required: when('level', 'gt', 3),
          readonly: when('level', 'gt', 8),
        },
      },
      __vModel__: 'reason',
    },
    { __config__: { wyzxKey: 'number', label: '级别', formId: 3 }, __vModel__: 'level' },
    {
      __config__: {
        wyzxKey: 'card',
        label: '卡片',
        formId: 4,
        linkage: { visible: when('on', 'eq', 1) },
        children: [
          {
            __config__: { wyzxKey: 'input', label: '内部', formId: 5, required: true },
            __vModel__: 'inner',
            readonly: true,
          },
          {
            __config__: {
              wyzxKey: 'table',
              label: '表',
              formId: 6,
              children: [
                { __config__: { wyzxKey: 'input', label: '列', formId: 7 }, __vModel__: 'col' },
              ],
            },
            __vModel__: 'rows',
          },
        ],
      },
    },
    {
      __config__: {
        wyzxKey: 'input',
        label: '等级名',
        formId: 8,
        linkage: {
          assign: [
            { when: when('level', 'gt', 5), value: '高' },
            { when: when('level', 'notEmpty'), value: '低' },
          ],
        },
      },
      __vModel__: 'levelName',
    },
    {
      __config__: {
        wyzxKey: 'input',
        label: '提示',
        formId: 9,
        linkage: { assign: [{ when: when('levelName', 'eq', '高'), value: '注意' }] },
      },
      __vModel__: 'hint',
    },
    {
      __config__: {
        wyzxKey: 'select',
        label: '城市',
        formId: 10,
        dataType: 'static',
        linkage: { optionFilter: { optionKey: 'province', field: 'province' } },
      },
      __vModel__: 'city',
      __slot__: {
        options: [
          { id: 'gz', fullName: '广州', province: 'gd' },
          { id: 'sz', fullName: '深圳', province: 'gd' },
          { id: 'hz', fullName: '杭州', province: 'zj' },
        ],
      },
    },
    { __config__: { wyzxKey: 'input', label: '省', formId: 11 }, __vModel__: 'province' },
    { __config__: { wyzxKey: 'createUser', label: '创建人', formId: 12 }, __vModel__: 'creator' },
  ] as FormField[],
};

describe('evaluateLinkage', () => {
  it('is evaluated over a design the check accepts', () => {
    expect(checkFormDesign(design).ok).toBe(true);
  });

  it('shows, requires and locks fields by their conditions and static settings', () => {
    const off = evaluateLinkage(design, { on: 0, level: 1 });
    expect(off.reason).toEqual({ visible: false, required: false, readonly: false });
    expect(off.creator).toMatchObject({ visible: true, readonly: true });
    const on = evaluateLinkage(design, { on: 1, level: 9 });
    expect(on.reason).toEqual({ visible: true, required: true, readonly: true });
    expect(on.inner).toEqual({ visible: true, required: true, readonly: true });
  });

  it('hides what a hidden layout holds, sub-table columns included', () => {
    const states = evaluateLinkage(design, { on: 0 });
    expect(states.inner?.visible).toBe(false);
    expect(states.rows?.visible).toBe(false);
    expect(states['rows.col']?.visible).toBe(false);
    expect(evaluateLinkage(design, { on: 1 })['rows.col']?.visible).toBe(true);
  });

  it('assigns in dependency order, the first matching assignment winning', () => {
    const high = evaluateLinkage(design, { level: 7 });
    expect(high.levelName?.assigned).toBe('高');
    expect(high.hint?.assigned).toBe('注意');
    const low = evaluateLinkage(design, { level: 2, levelName: '高' });
    expect(low.levelName?.assigned).toBe('低');
    expect(low.hint).not.toHaveProperty('assigned');
  });

  it('filters options by another field', () => {
    const states = evaluateLinkage(design, { province: 'gd' });
    const options = (design.fields[6] as FormFieldOf<'select'>).__slot__?.options ?? [];
    expect(filterOptions(options, states.city?.optionFilter).map((option) => option.id)).toEqual([
      'gz',
      'sz',
    ]);
    expect(filterOptions(options, evaluateLinkage(design, {}).city?.optionFilter)).toEqual([]);
    expect(filterOptions(options, undefined)).toHaveLength(3);
  });

  it('follows the form being disabled', () => {
    const disabled = { ...design, formConf: { disabled: true } };
    expect(evaluateLinkage(disabled, {}).level?.readonly).toBe(true);
  });
});
