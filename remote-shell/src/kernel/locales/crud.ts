import { defineMessages } from './define';

/**
 * The admin list pages' shared building block (`shared/crud`): table toolbar, row buttons, the
 * add/edit frame, the delete question and the notices after a change. Every text under `crud.`.
 */
export const crudMessages = defineMessages({
  zh: {
    buttons: {
      add: '新增',
      edit: '编辑',
      remove: '删除',
      search: '查询',
      reset: '重置',
      cancel: '取消',
      confirm: '确定',
      save: '保存',
      enable: '启用',
      disable: '禁用',
    },
    list: {
      actions: '操作',
      keyword: '关键词',
      keywordPlaceholder: '请输入关键词查询',
      enabled: '启用',
      disabled: '禁用',
    },
    form: {
      required: '请输入{{field}}',
      chooseRequired: '请选择{{field}}',
      passwordTooShort: '密码长度不能少于{{min}}位',
      loading: '加载中…',
    },
    confirm: {
      title: '提示',
      deleteText: '此操作将永久删除该数据, 是否继续?',
    },
    notice: {
      saved: '保存成功',
      deleted: '删除成功',
      stateChanged: '状态已更新',
    },
  },
  zhtw: {
    buttons: {
      add: '新增',
      edit: '編輯',
      remove: '刪除',
      search: '查詢',
      reset: '重置',
      cancel: '取消',
      confirm: '確定',
      save: '儲存',
      enable: '啟用',
      disable: '禁用',
    },
    list: {
      actions: '操作',
      keyword: '關鍵詞',
      keywordPlaceholder: '請輸入關鍵詞查詢',
      enabled: '啟用',
      disabled: '禁用',
    },
    form: {
      required: '請輸入{{field}}',
      chooseRequired: '請選擇{{field}}',
      passwordTooShort: '密碼長度不能少於{{min}}位',
      loading: '載入中…',
    },
    confirm: {
      title: '提示',
      deleteText: '此操作將永久刪除該資料, 是否繼續?',
    },
    notice: {
      saved: '儲存成功',
      deleted: '刪除成功',
      stateChanged: '狀態已更新',
    },
  },
  en: {
    buttons: {
      add: 'Add',
      edit: 'Edit',
      remove: 'Delete',
      search: 'Search',
      reset: 'Reset',
      cancel: 'Cancel',
      confirm: 'OK',
      save: 'Save',
      enable: 'Enable',
      disable: 'Disable',
    },
    list: {
      actions: 'Actions',
      keyword: 'Keyword',
      keywordPlaceholder: 'Enter a keyword',
      enabled: 'Enabled',
      disabled: 'Disabled',
    },
    form: {
      required: 'Enter the {{field}}',
      chooseRequired: 'Choose the {{field}}',
      passwordTooShort: 'The password must have at least {{min}} characters',
      loading: 'Loading…',
    },
    confirm: {
      title: 'Confirm',
      deleteText: 'This operation will permanently delete the data, continue?',
    },
    notice: {
      saved: 'Saved',
      deleted: 'Deleted',
      stateChanged: 'State updated',
    },
  },
});
