import type { Language } from '@mepm/contract';
import { formatText, type Texts } from '@mepm/form-engine';
import type { FlowProblem } from './problem';

/** What the designer and the server say about a refused template; `{name}` are the params. */
export const FLOW_CHECK_MESSAGES = {
  subFlowNoFlow: {
    zh: '请选择子流程的流程',
    zhtw: '請選擇子流程的流程',
    en: 'Choose the flow of the sub-flow',
  },
  subFlowChosen: {
    zh: '子流程的发起人不能由发起人自选',
    zhtw: '子流程的發起人不能由發起人自選',
    en: 'The launchers of a sub-flow cannot be chosen by the submitter',
  },
  notATemplate: {
    zh: '流程设计格式不正确',
    zhtw: '流程設計格式不正確',
    en: 'The flow design is not valid',
  },
  tooManyNodes: {
    zh: '流程的节点不能超过{limit}个',
    zhtw: '流程的節點不能超過{limit}個',
    en: 'A flow holds at most {limit} nodes',
  },
  tooDeep: {
    zh: '分支嵌套不能超过{limit}层',
    zhtw: '分支巢狀不能超過{limit}層',
    en: 'Branches nest at most {limit} levels deep',
  },
  badProperty: {
    zh: '属性{property}的设置不正确',
    zhtw: '屬性{property}的設定不正確',
    en: 'The setting {property} is not valid',
  },
  duplicateNodeId: {
    zh: '节点编号{nodeId}重复',
    zhtw: '節點編號{nodeId}重複',
    en: 'The node id {nodeId} is used twice',
  },
  startNotRoot: {
    zh: '发起节点只能是流程的第一个节点',
    zhtw: '發起節點只能是流程的第一個節點',
    en: 'The start node can only be the first node of the flow',
  },
  branchMisplaced: {
    zh: '条件分支只能放在条件或并行节点下',
    zhtw: '條件分支只能放在條件或並行節點下',
    en: 'A branch can only sit under a condition or parallel node',
  },
  notABranch: {
    zh: '条件或并行节点下只能放分支',
    zhtw: '條件或並行節點下只能放分支',
    en: 'Only branches can sit under a condition or parallel node',
  },
  routeBranches: {
    zh: '至少需要两个分支',
    zhtw: '至少需要兩個分支',
    en: 'At least two branches are needed',
  },
  defaultBranchCount: {
    zh: '条件节点须有且只有一个默认分支',
    zhtw: '條件節點須有且只有一個預設分支',
    en: 'A condition node has exactly one default branch',
  },
  defaultBranchRules: {
    zh: '默认分支不能设置条件',
    zhtw: '預設分支不能設定條件',
    en: 'The default branch has no conditions',
  },
  branchWithoutRules: {
    zh: '请为该分支设置条件',
    zhtw: '請為該分支設定條件',
    en: 'Set the conditions of this branch',
  },
  duplicatePriority: {
    zh: '分支的优先级{priority}重复',
    zhtw: '分支的優先順序{priority}重複',
    en: 'The branch priority {priority} is used twice',
  },
  parallelBranchRules: {
    zh: '并行分支不能设置条件或默认分支',
    zhtw: '並行分支不能設定條件或預設分支',
    en: 'A parallel branch has no conditions and is never the default',
  },
  noApprover: {
    zh: '流程至少需要一个审批节点',
    zhtw: '流程至少需要一個審批節點',
    en: 'A flow needs at least one approver node',
  },
  unknownField: {
    zh: '表单中没有字段{field}',
    zhtw: '表單中沒有欄位{field}',
    en: 'The form has no field {field}',
  },
  notUserField: {
    zh: '字段{field}不是用户选择字段',
    zhtw: '欄位{field}不是使用者選擇欄位',
    en: 'The field {field} is not a user picker',
  },
  notOrderedField: {
    zh: '字段{field}不能用{symbol}比较，只有数字、金额和日期字段可以',
    zhtw: '欄位{field}不能用{symbol}比較，只有數字、金額和日期欄位可以',
    en: 'The field {field} cannot be compared with {symbol}: only number, amount and date fields can',
  },
  notTextField: {
    zh: '字段{field}不是文本字段，不能用包含或不包含比较',
    zhtw: '欄位{field}不是文字欄位，不能用包含或不包含比較',
    en: 'The field {field} is not a text field and cannot be compared with like or not like',
  },
  notNumericValue: {
    zh: '字段{field}的比较值须为数字',
    zhtw: '欄位{field}的比較值須為數字',
    en: 'The value compared with {field} must be a number',
  },
  emptyValue: {
    zh: '请选择条件的比较对象',
    zhtw: '請選擇條件的比較對象',
    en: 'Choose what the condition compares with',
  },
  requiredNotWritable: {
    zh: '字段{field}只有可编辑时才能设为必填',
    zhtw: '欄位{field}只有可編輯時才能設為必填',
    en: 'The field {field} can only be required where it is writable',
  },
  unknownApproverNode: {
    zh: '审批人引用的节点{nodeId}不是本节点之前必经的审批节点',
    zhtw: '審批人引用的節點{nodeId}不是本節點之前必經的審批節點',
    en: 'The node {nodeId} the approvers come from is not an approver node every path passes before this one',
  },
  countersignMissing: {
    zh: '会签须设置通过和拒绝的比例或人数',
    zhtw: '會簽須設定通過和拒絕的比例或人數',
    en: 'A countersign sets its pass and reject thresholds',
  },
  countersignUnexpected: {
    zh: '只有会签才能设置通过和拒绝的比例或人数',
    zhtw: '只有會簽才能設定通過和拒絕的比例或人數',
    en: 'Only a countersign sets pass and reject thresholds',
  },
  percentOver: {
    zh: '比例不能超过100%',
    zhtw: '比例不能超過100%',
    en: 'A percentage cannot exceed 100',
  },
  noPeople: {
    zh: '请选择审批人',
    zhtw: '請選擇審批人',
    en: 'Choose the approvers',
  },
  copyNobody: {
    zh: '请选择抄送人',
    zhtw: '請選擇抄送人',
    en: 'Choose whom to tell',
  },
} as const satisfies Record<string, Texts>;

export type FlowCheckCode = keyof typeof FLOW_CHECK_MESSAGES;

/** How a problem names its node, per language. */
const NODE_NAMED: Texts = {
  zh: '节点“{name}”：{message}',
  zhtw: '節點「{name}」：{message}',
  en: 'Node "{name}": {message}',
};

/** `节点“经理审批”：message` in the caller's language; a template-wide problem is the message alone. */
export function flowProblemText(problem: FlowProblem, language: Language): string {
  const message = formatText(FLOW_CHECK_MESSAGES[problem.code][language], problem.params);
  if (problem.nodeId === null) return message;
  return formatText(NODE_NAMED[language], { name: problem.title ?? problem.nodeId, message });
}
