import type { FlowTemplate, FormField } from '@mepm/contract';
import type { ExampleFlow, SeededPeople } from './example-flow';
import { approver, branch, copyTo, people, writes } from './example-nodes';

const LEAVE_TYPES = ['事假', '病假', '年假', '调休', '婚假', '产假'];

const fields: FormField[] = [
  {
    __config__: {
      wyzxKey: 'select',
      label: '请假类型',
      formId: 1,
      dataType: 'static',
      required: true,
    },
    __vModel__: 'leaveType',
    __slot__: {
      options: LEAVE_TYPES.map((name, index) => ({ id: String(index + 1), fullName: name })),
    },
  } as FormField,
  {
    __config__: { wyzxKey: 'date', label: '开始日期', formId: 2, required: true },
    __vModel__: 'startDate',
    type: 'date',
  } as FormField,
  {
    __config__: { wyzxKey: 'date', label: '结束日期', formId: 3, required: true },
    __vModel__: 'endDate',
    type: 'date',
  } as FormField,
  {
    __config__: { wyzxKey: 'number', label: '请假天数', formId: 4, required: true },
    __vModel__: 'days',
    min: 0.5,
    max: 365,
    precision: 1,
  } as FormField,
  {
    __config__: { wyzxKey: 'textarea', label: '请假事由', formId: 5, required: true },
    __vModel__: 'reason',
  } as FormField,
];

/**
 * start → over 3 days: the manager, then the department head; otherwise: the manager → the
 * administrator is told → end.
 */
function template({ adminUserId }: SeededPeople): FlowTemplate {
  const told = copyTo('leaveNotice', '抄送人事', people({ users: [adminUserId] }));
  return {
    type: 'start',
    nodeId: 'start',
    properties: {
      title: '发起人',
      fieldRules: writes(['leaveType', 'startDate', 'endDate', 'days', 'reason']),
    },
    childNode: {
      type: 'condition',
      nodeId: 'daysRoute',
      properties: { title: '按请假天数' },
      conditionNodes: [
        branch(
          'longLeave',
          {
            title: '超过3天',
            priority: 1,
            rules: [{ subject: 'field', field: 'days', symbol: '>', value: 3 }],
          },
          approver(
            'longManager',
            { title: '直属主管审批', assignee: { kind: 'manager', levels: 1 } },
            approver(
              'departmentHead',
              { title: '部门负责人审批', assignee: { kind: 'departmentHead' } },
              null,
            ),
          ),
        ),
        branch(
          'shortLeave',
          { title: '其他情况', priority: 2, isDefault: true },
          approver(
            'shortManager',
            { title: '直属主管审批', assignee: { kind: 'manager', levels: 1 } },
            null,
          ),
        ),
      ],
      childNode: told,
    },
  };
}

export const LEAVE_EXAMPLE: ExampleFlow = {
  form: { enCode: 'wfLeaveForm', fullName: '请假申请单', fields },
  flow: {
    enCode: 'wfLeave',
    fullName: '请假申请',
    category: 'personnel',
    icon: 'icon-ym icon-ym-user-leave',
    iconBackground: '#008cff',
    description: '请假超过3天需部门负责人审批',
  },
  template,
};
