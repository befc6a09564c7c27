import type { FlowTemplate, FormField } from '@mepm/contract';
import type { ExampleFlow, SeededPeople } from './example-flow';
import { approver, copyTo, people, writes } from './example-nodes';

const fields: FormField[] = [
  {
    __config__: { wyzxKey: 'input', label: '采购事项', formId: 1, required: true },
    __vModel__: 'subject',
  } as FormField,
  {
    __config__: {
      wyzxKey: 'table',
      label: '采购明细',
      formId: 2,
      children: [
        {
          __config__: { wyzxKey: 'input', label: '物品名称', formId: 3, required: true },
          __vModel__: 'itemName',
        } as FormField,
        {
          __config__: { wyzxKey: 'number', label: '数量', formId: 4, required: true },
          __vModel__: 'quantity',
          min: 1,
        } as FormField,
        {
          __config__: { wyzxKey: 'amount', label: '金额', formId: 5, required: true },
          __vModel__: 'amount',
        } as FormField,
      ],
    },
    __vModel__: 'items',
    showSummary: true,
    summaryField: ['amount'],
  } as FormField,
  {
    __config__: { wyzxKey: 'amount', label: '合计金额', formId: 6, required: true },
    __vModel__: 'total',
  } as FormField,
  {
    __config__: { wyzxKey: 'textarea', label: '采购说明', formId: 7 },
    __vModel__: 'remark',
  } as FormField,
];

/**
 * start → a countersign of the system administrators' role (half of them approve to pass, half
 * reject to reject) → the same role is told → end.
 */
function template({ adminRoleId }: SeededPeople): FlowTemplate {
  return {
    type: 'start',
    nodeId: 'start',
    properties: {
      title: '发起人',
      fieldRules: writes(['subject', 'items', 'total'], ['remark']),
    },
    childNode: approver(
      'purchaseCountersign',
      {
        title: '采购会签',
        assignee: { kind: 'fixed', people: people({ roles: [adminRoleId] }) },
        signMode: 'countersign',
        countersign: { unit: 'percent', pass: 50, reject: 50 },
      },
      copyTo('purchaseNotice', '抄送采购', people({ roles: [adminRoleId] })),
    ),
  };
}

export const PURCHASE_EXAMPLE: ExampleFlow = {
  form: { enCode: 'wfPurchaseForm', fullName: '采购申请单', fields },
  flow: {
    enCode: 'wfPurchase',
    fullName: '采购申请',
    category: 'purchase',
    icon: 'icon-ym icon-ym-form-purchase',
    iconBackground: '#f5a623',
    description: '采购经会签通过后抄送',
  },
  template,
};
