import type { FormDesign, FormField } from '@mepm/contract';

/**
 * A design using most of what the engine reads: a layout, options, a sub-table with a total and a
 * calculated column, a calculate field over a column sum, linkage and a rule. Tests copy it and
 * change one thing.
 */
export function sampleDesign(): FormDesign {
  const fields: FormField[] = [
    {
      __config__: {
        wyzxKey: 'input',
        label: '名称',
        formId: 1,
        required: true,
        regList: [{ rule: 'name' }],
      },
      __vModel__: 'name',
      maxlength: 20,
    },
    {
      __config__: {
        wyzxKey: 'select',
        label: '类型',
        formId: 2,
        dataType: 'static',
      },
      __vModel__: 'kind',
      __slot__: {
        options: [
          { id: 'a', fullName: '甲' },
          { id: 'b', fullName: '乙' },
        ],
      },
    },
    {
      __config__: {
        wyzxKey: 'row',
        label: '行',
        formId: 3,
        children: [
          {
            __config__: {
              wyzxKey: 'number',
              label: '单价',
              formId: 4,
              linkage: {
                visible: { logic: 'and', items: [{ field: 'kind', op: 'eq', value: 'a' }] },
              },
            },
            __vModel__: 'price',
            min: 0,
            max: 1000,
            precision: 2,
          },
        ],
      },
    },
    {
      __config__: {
        wyzxKey: 'table',
        label: '明细',
        formId: 5,
        children: [
          {
            __config__: { wyzxKey: 'number', label: '数量', formId: 6, required: true },
            __vModel__: 'qty',
          },
          {
            __config__: { wyzxKey: 'amount', label: '金额', formId: 7 },
            __vModel__: 'money',
          },
          {
            __config__: { wyzxKey: 'calculate', label: '小计', formId: 8 },
            __vModel__: 'subtotal',
            expression: [
              { type: 'field', field: 'qty' },
              { type: 'operator', value: '*' },
              { type: 'field', field: 'money' },
            ],
          },
        ],
      },
      __vModel__: 'lines',
      showSummary: true,
      summaryField: ['qty', 'subtotal'],
    },
    {
      __config__: { wyzxKey: 'calculate', label: '合计', formId: 9 },
      __vModel__: 'total',
      expression: [
        { type: 'operator', value: '(' },
        { type: 'field', field: 'lines.subtotal' },
        { type: 'operator', value: '+' },
        { type: 'field', field: 'price' },
        { type: 'operator', value: ')' },
        { type: 'operator', value: '*' },
        { type: 'number', value: 2 },
      ],
    },
    {
      __config__: { wyzxKey: 'billRule', label: '单号', formId: 10, rule: 'order' },
      __vModel__: 'billNo',
    },
  ];
  return { formConf: { labelWidth: 100 }, fields };
}

/** A deep copy to change for one test. */
export const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
