import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';

/** Texts of flow definitions (流程设计). */
export const FLOW_ENGINE_MESSAGES = defineMessages({
  flowTemplateRefused: {
    zh: '流程设计有误：{reason}',
    zhtw: '流程設計有誤：{reason}',
    en: 'The flow design is not valid: {reason}',
  },
  flowOfAdministrator: {
    zh: '只有管理员可以修改、删除、发布或停用管理员创建的流程',
    zhtw: '只有管理員可以修改、刪除、發布或停用管理員建立的流程',
    en: 'Only an administrator can change, delete, release or stop a flow an administrator created',
  },
  flowSubFlowUnknown: {
    zh: '子流程“{node}”须选择另一个已发布的流程',
    zhtw: '子流程「{node}」須選擇另一個已發布的流程',
    en: 'The sub-flow "{node}" must name another released flow',
  },
  flowSubFlowField: {
    zh: '子流程“{node}”的流程表单没有字段{field}',
    zhtw: '子流程「{node}」的流程表單沒有欄位{field}',
    en: 'The form of the sub-flow "{node}" has no field {field}',
  },
  flowSubFlowUnmapped: {
    zh: '子流程“{node}”发起时必须填写{fields}，请在字段映射中为其赋值',
    zhtw: '子流程「{node}」發起時必須填寫{fields}，請在欄位對應中為其賦值',
    en: 'The sub-flow "{node}" cannot start without {fields}; map values to them',
  },
  flowSubFlowCycle: {
    zh: '子流程不能直接或间接调用本流程',
    zhtw: '子流程不能直接或間接調用本流程',
    en: 'A sub-flow cannot lead back to this flow, directly or through others',
  },
  flowFieldNotListed: {
    zh: '不能列出字段{field}的值',
    zhtw: '不能列出欄位{field}的值',
    en: 'The values of the field {field} cannot be listed',
  },
  flowStale: {
    zh: '该流程已被他人修改，请刷新后重新编辑',
    zhtw: '該流程已被他人修改，請重新整理後再編輯',
    en: 'Someone changed this flow since you opened it; reload it and edit again',
  },
  flowInUse: {
    zh: '该流程已有发起的流程实例，不能删除；可以停用它',
    zhtw: '該流程已有發起的流程實例，不能刪除；可以停用它',
    en: 'Tasks were launched on this flow, so it cannot be deleted; stop it instead',
  },
  flowCategoryUnknown: {
    zh: '流程分类中没有{code}',
    zhtw: '流程分類中沒有{code}',
    en: 'There is no flow category {code}',
  },
  flowFormNotReleased: {
    zh: '流程表单须为已发布的流程表单设计',
    zhtw: '流程表單須為已發布的流程表單設計',
    en: 'The flow form must be a released function design of the flow form type',
  },
  flowSystemFormUnknown: {
    zh: '系统表单不存在',
    zhtw: '系統表單不存在',
    en: 'There is no such system form',
  },
  flowLauncherUnknown: {
    zh: '发起人中的{type} {id}不存在',
    zhtw: '發起人中的{type} {id}不存在',
    en: 'The launcher {type} {id} does not exist',
  },
  flowLaunchersEmpty: {
    zh: '请选择可以发起该流程的人员',
    zhtw: '請選擇可以發起該流程的人員',
    en: 'Choose who may launch this flow',
  },
  flowNotReleased: {
    zh: '只有已发布的流程才能停用',
    zhtw: '只有已發布的流程才能停用',
    en: 'Only a released flow can be stopped',
  },
  flowCopyName: {
    zh: '{name}副本',
    zhtw: '{name}副本',
    en: '{name} (copy)',
  },
});

/** Display names of the flow definition's request fields. */
export const FLOW_ENGINE_FIELD_NAMES: Readonly<Record<string, Texts>> = {
  flowTemplateJson: { zh: '流程设计', zhtw: '流程設計', en: 'flow design' },
  formType: { zh: '表单类型', zhtw: '表單類型', en: 'form type' },
  formId: { zh: '流程表单', zhtw: '流程表單', en: 'flow form' },
  visibleType: { zh: '发起权限', zhtw: '發起權限', en: 'who may launch' },
  launchers: { zh: '发起人', zhtw: '發起人', en: 'launchers' },
  iconBackground: { zh: '图标背景色', zhtw: '圖示背景色', en: 'icon background' },
};

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof FLOW_ENGINE_MESSAGES, Texts> {}
}
