import { defineMessages, type Texts } from '../../../../kernel/i18n/catalog';

/** Texts of the flow monitor's calls (docs/reference/workflow.md "Monitor"). */
export const FLOW_MONITOR_MESSAGES = defineMessages({
  flowMonitorNotRunning: {
    zh: '只能终止审批中或退回发起人的流程',
    zhtw: '只能終止審批中或退回發起人的流程',
    en: 'Only a task in process or rejected back to its start can be terminated',
  },
  flowMonitorItemNotOpen: {
    zh: '该事项已处理，不能指派',
    zhtw: '該事項已處理，不能指派',
    en: 'This work item was already handled; it cannot be assigned',
  },
  flowMonitorBadAssignUser: {
    zh: '指派对象无效',
    zhtw: '指派對象無效',
    en: 'The work item cannot be assigned to this user',
  },
  flowMonitorBadJumpTarget: {
    zh: '只能跳转到流程中不在并行分支内的审批节点',
    zhtw: '只能跳轉到流程中不在並行分支內的審批節點',
    en: 'A task can only jump to an approver node outside parallel branches',
  },
  flowMonitorAlreadyAtNode: {
    zh: '流程已在该节点，无需跳转',
    zhtw: '流程已在該節點，無需跳轉',
    en: 'The task already stands at this node',
  },
  flowMonitorAdminTask: {
    zh: '不能操作超级管理员发起或正在审批的流程',
    zhtw: '不能操作超級管理員發起或正在審批的流程',
    en: 'Only an administrator acts on a task an administrator launched or is approving',
  },
  flowMonitorOwnTask: {
    zh: '不能通过流程监控操作自己发起的流程',
    zhtw: '不能透過流程監控操作自己發起的流程',
    en: 'You cannot act on a task you launched through the monitor',
  },
});

/** Display names of the monitor's request fields. */
export const FLOW_MONITOR_FIELD_NAMES = {
  itemId: { zh: '待办事项', zhtw: '待辦事項', en: 'work item' },
  nodeId: { zh: '节点', zhtw: '節點', en: 'node' },
  creatorUserId: { zh: '发起人', zhtw: '發起人', en: 'initiator' },
};

declare module '../../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof FLOW_MONITOR_MESSAGES, Texts> {}
}
