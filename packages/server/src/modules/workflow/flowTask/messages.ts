import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';

/** Texts of the workflow engine's calls (docs/reference/workflow.md "Engine"). */
export const FLOW_TASK_MESSAGES = defineMessages({
  flowNotLaunchable: {
    zh: '该流程未发布或已停用，不能发起',
    zhtw: '該流程未發布或已停用，不能發起',
    en: 'This flow is not released or was stopped; it cannot be launched',
  },
  flowAlreadyHandled: {
    zh: '该事项已处理或已不在您的待办中',
    zhtw: '該事項已處理或已不在您的待辦中',
    en: 'This item was already handled or is no longer yours to handle',
  },
  flowNotEditable: {
    zh: '只有草稿或退回发起人的流程才能编辑',
    zhtw: '只有草稿或退回發起人的流程才能編輯',
    en: 'Only a draft or a task rejected back to its start can be edited',
  },
  flowNotDraft: {
    zh: '只能删除草稿',
    zhtw: '只能刪除草稿',
    en: 'Only a draft can be deleted',
  },
  flowNotInProcess: {
    zh: '该流程不在审批中',
    zhtw: '該流程不在審批中',
    en: 'This task is not in process',
  },
  flowValuesRefused: {
    zh: '表单数据有误：{reason}',
    zhtw: '表單資料有誤：{reason}',
    en: 'The form values are not valid: {reason}',
  },
  flowRequiredMissing: {
    zh: '请填写：{fields}',
    zhtw: '請填寫：{fields}',
    en: 'Please fill in: {fields}',
  },
  flowNoApprover: {
    zh: '节点“{node}”找不到审批人',
    zhtw: '節點「{node}」找不到審批人',
    en: 'Nobody can approve the node "{node}"',
  },
  flowCandidatesRequired: {
    zh: '请为节点“{node}”选择审批人',
    zhtw: '請為節點「{node}」選擇審批人',
    en: 'Choose the approvers of the node "{node}"',
  },
  flowBadCandidates: {
    zh: '节点“{node}”的审批人不在可选范围内',
    zhtw: '節點「{node}」的審批人不在可選範圍內',
    en: 'The approvers chosen for the node "{node}" are not among those it allows',
  },
  flowSelfCandidate: {
    zh: '不能选择自己作为节点“{node}”的审批人',
    zhtw: '不能選擇自己作為節點「{node}」的審批人',
    en: 'You cannot choose yourself as an approver of the node "{node}"',
  },
  flowSubFlowNotLaunchable: {
    zh: '子流程“{node}”的流程未发布或已停用',
    zhtw: '子流程「{node}」的流程未發布或已停用',
    en: 'The flow of the sub-flow "{node}" is not released or was stopped',
  },
  flowNoSubFlowLauncher: {
    zh: '子流程“{node}”找不到发起人',
    zhtw: '子流程「{node}」找不到發起人',
    en: 'Nobody can launch the sub-flow "{node}"',
  },
  flowSubFlowValues: {
    zh: '子流程“{node}”不能以这些值发起，请检查：{fields}',
    zhtw: '子流程「{node}」不能以這些值發起，請檢查：{fields}',
    en: 'The sub-flow "{node}" cannot start with these values; check: {fields}',
  },
  flowSubFlowOptions: {
    zh: '子流程“{node}”不能发起：{fields}的选项无法读取（数据接口不可用）',
    zhtw: '子流程「{node}」不能發起：{fields}的選項無法讀取（資料介面不可用）',
    en: 'The sub-flow "{node}" cannot start: the options of {fields} cannot be read (the data interface is unavailable)',
  },
  flowSubFlowTooDeep: {
    zh: '子流程“{node}”嵌套超过{limit}层',
    zhtw: '子流程「{node}」巢狀超過{limit}層',
    en: 'The sub-flow "{node}" nests more than {limit} levels deep',
  },
  flowNoBranch: {
    zh: '条件“{node}”没有满足的分支',
    zhtw: '條件「{node}」沒有符合的分支',
    en: 'No branch of the condition "{node}" holds',
  },
  flowRejectNotAllowed: {
    zh: '该节点不允许退回',
    zhtw: '該節點不允許退回',
    en: 'This node cannot be rejected',
  },
  flowBadRejectTarget: {
    zh: '只能退回到之前经过的节点',
    zhtw: '只能退回到之前經過的節點',
    en: 'A reject can only go back to a node the task passed',
  },
  flowCannotRecall: {
    zh: '下一节点已处理，不能撤回',
    zhtw: '下一節點已處理，不能撤回',
    en: 'The next node was already handled; the approval cannot be taken back',
  },
  flowTransferNotAllowed: {
    zh: '该节点不允许转办',
    zhtw: '該節點不允許轉辦',
    en: 'This node does not allow a transfer',
  },
  flowBadTransferUser: {
    zh: '转办对象无效',
    zhtw: '轉辦對象無效',
    en: 'The task cannot be transferred to this user',
  },
  flowAddApproverNotAllowed: {
    zh: '该节点不允许加签',
    zhtw: '該節點不允許加簽',
    en: 'This node does not allow adding approvers',
  },
  flowBadAddedApprover: {
    zh: '加签人员无效：须为已启用且在该节点没有待办或已办的其他用户',
    zhtw: '加簽人員無效：須為已啟用且在該節點沒有待辦或已辦的其他使用者',
    en: 'Approvers can only be added from other enabled users with no item at this node',
  },
  flowTooManyAddedApprovers: {
    zh: '加签人员最多{max}人',
    zhtw: '加簽人員最多{max}人',
    en: 'At most {max} approvers can be added',
  },
  flowUrgedRecently: {
    zh: '催办过于频繁，请{minutes}分钟后再试',
    zhtw: '催辦過於頻繁，請{minutes}分鐘後再試',
    en: 'This task was urged recently; try again in {minutes} minutes',
  },
  flowNobodyToUrge: {
    zh: '当前没有待审批的人员',
    zhtw: '目前沒有待審批的人員',
    en: 'Nobody is waiting to approve this task now',
  },
  flowSignatureRequired: {
    zh: '该节点要求手写签名',
    zhtw: '該節點要求手寫簽名',
    en: 'This node asks for a handwritten signature',
  },
  flowBatchItemFailed: {
    zh: '处理失败，请打开该流程处理',
    zhtw: '處理失敗，請開啟該流程處理',
    en: 'This item could not be handled; open its task',
  },
  flowBadFile: {
    zh: '附件或签名必须是您上传的文件',
    zhtw: '附件或簽名必須是您上傳的檔案',
    en: 'Attachments and signatures must be files you uploaded',
  },
});

/**
 * Display names of the engine's request fields (`formData`, `comment`, `userId` are named by
 * other parts of the catalog already, which a field name may not contradict).
 */
export const FLOW_TASK_FIELD_NAMES = {
  flowId: { zh: '流程', zhtw: '流程', en: 'flow' },
  taskId: { zh: '流程实例', zhtw: '流程實例', en: 'task' },
  status: { zh: '状态', zhtw: '狀態', en: 'status' },
  urgent: { zh: '紧急程度', zhtw: '緊急程度', en: 'urgency' },
  candidates: { zh: '候选审批人', zhtw: '候選審批人', en: 'chosen approvers' },
  signatureFileId: { zh: '签名', zhtw: '簽名', en: 'signature' },
  attachments: { zh: '附件', zhtw: '附件', en: 'attachments' },
  rejectTo: { zh: '退回节点', zhtw: '退回節點', en: 'reject to' },
};

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof FLOW_TASK_MESSAGES, Texts> {}
}
