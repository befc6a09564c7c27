import { describe, expect, it } from '@jest/globals';
import { Value } from 'typebox/value';
import { FIELD_KEYS } from './field-keys';
import { FIELD_SCHEMAS } from './form-field';
import type { FormDesign } from './form-design';
import { FormDesignSchema } from './form-design';

const design: FormDesign = {
  formConf: { labelWidth: 100, popupType: 'general', generalWidth: 600 },
  fields: [
    {
      __config__: { wyzxKey: 'input', label: '名称', formId: 1, required: true, span: 12 },
      __vModel__: 'name',
      maxlength: 50,
    },
    {
      __config__: {
        wyzxKey: 'select',
        label: '类型',
        formId: 2,
        dataType: 'static',
        linkage: { visible: { logic: 'and', items: [{ field: 'name', op: 'notEmpty' }] } },
      },
      __vModel__: 'kind',
      __slot__: { options: [{ id: 'a', fullName: 'A' }] },
    },
    {
      __config__: {
        wyzxKey: 'table',
        label: '明细',
        formId: 3,
        children: [
          {
            __config__: { wyzxKey: 'number', label: '数量', formId: 4 },
            __vModel__: 'qty',
          },
        ],
      },
      __vModel__: 'lines',
      showSummary: true,
      summaryField: ['qty'],
    },
  ],
};

describe('form field schemas', () => {
  it('has one schema per field type', () => {
    expect(Object.keys(FIELD_SCHEMAS).sort()).toEqual([...FIELD_KEYS].sort());
  });

  it('accepts a typed design node by node', () => {
    expect(Value.Check(FormDesignSchema, design)).toBe(true);
    const [input, select] = design.fields;
    expect(Value.Check(FIELD_SCHEMAS.input, input)).toBe(true);
    expect(Value.Check(FIELD_SCHEMAS.select, select)).toBe(true);
  });

  it('refuses what a field type does not declare, such as an event handler', () => {
    const withHandler = { ...design.fields[0], on: { change: 'alert(1)' } };
    expect(Value.Check(FIELD_SCHEMAS.input, withHandler)).toBe(false);
    const configWithScript = {
      __config__: { wyzxKey: 'input', label: 'x', formId: 9, onLoad: 'alert(1)' },
      __vModel__: 'x',
    };
    expect(Value.Check(FIELD_SCHEMAS.input, configWithScript)).toBe(false);
  });

  it('refuses a colour that is not a plain colour', () => {
    const text = {
      __config__: { wyzxKey: 'text', label: 't', formId: 5 },
      content: 'hi',
      textStyle: { color: 'url(https://x/y.png)' },
    };
    expect(Value.Check(FIELD_SCHEMAS.text, text)).toBe(false);
    expect(Value.Check(FIELD_SCHEMAS.text, { ...text, textStyle: { color: '#409EFF' } })).toBe(
      true,
    );
  });
});
