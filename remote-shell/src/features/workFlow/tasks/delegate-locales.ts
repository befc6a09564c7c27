import { defineMessages } from '../../../kernel/locales/define';

/** The entrusts page's texts (流程委托), under `workFlow.tasks.delegate.`: spread into the task pages'. */
export const flowDelegateMessages = defineMessages({
  zh: {
    delegate: {
      given: '我的委托',
      received: '委托给我',
      toUser: '被委托人',
      fromUser: '委托人',
      flows: '委托流程',
      allFlows: '全部流程',
      startTime: '开始时间',
      endTime: '结束时间',
      description: '说明',
      add: '新增委托',
      edit: '编辑委托',
      removeConfirm: '确定删除对 {{name}} 的委托吗？',
      flowsHint: '不选即委托全部流程',
    },
  },
  zhtw: {
    delegate: {
      given: '我的委託',
      received: '委託給我',
      toUser: '受託人',
      fromUser: '委託人',
      flows: '委託流程',
      allFlows: '全部流程',
      startTime: '開始時間',
      endTime: '結束時間',
      description: '說明',
      add: '新增委託',
      edit: '編輯委託',
      removeConfirm: '確定刪除對 {{name}} 的委託嗎？',
      flowsHint: '不選即委託全部流程',
    },
  },
  en: {
    delegate: {
      given: 'Given by me',
      received: 'Given to me',
      toUser: 'Entrusted user',
      fromUser: 'Entrusting user',
      flows: 'Flows',
      allFlows: 'Every flow',
      startTime: 'Start',
      endTime: 'End',
      description: 'Description',
      add: 'New entrust',
      edit: 'Edit entrust',
      removeConfirm: 'Delete the entrust to {{name}}?',
      flowsHint: 'None chosen: every flow',
    },
  },
});
