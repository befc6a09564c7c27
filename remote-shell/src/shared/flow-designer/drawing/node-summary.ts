import type { FlowAssignee, FlowConditionRule, FlowNode, FlowPeople } from '@mepm/contract';
import type { TFunction } from 'i18next';

/** Where the summary finds names: a field's label, a node's title, a role's or organisation's. */
export interface SummaryNames {
  field: (vModel: string) => string;
  node: (nodeId: string) => string;
  role: (id: string) => string;
  organize: (id: string) => string;
}

export const FD = 'flowDesigner';

const peopleCount = (people: FlowPeople) =>
  people.users.length + people.positions.length + people.roles.length;

/** One line under a card's title: who approves and how, who is told, how long, when. */
export function nodeSummary(node: FlowNode, t: TFunction, names: SummaryNames): string {
  switch (node.type) {
    case 'start':
      return t(`${FD}.summary.start`);
    case 'approver': {
      const { assignee, signMode } = node.properties;
      const mode = t(`${FD}.signModes.${signMode}`);
      return `${assigneeText(assignee, t, names)} · ${mode}`;
    }
    case 'subFlow':
      return t(`${FD}.summary.${node.properties.async === true ? 'subFlowAsync' : 'subFlow'}`, {
        launcher: assigneeText(node.properties.launcher, t, names),
      });
    case 'copy': {
      const count = peopleCount(node.properties.people) + (node.properties.formField ? 1 : 0);
      return count === 0 ? t(`${FD}.summary.nobodyCopied`) : t(`${FD}.summary.copy`, { count });
    }
    case 'timer':
      return t(`${FD}.summary.timer`, { minutes: node.properties.minutes });
    case 'branch': {
      const { isDefault, rules, logic } = node.properties;
      if (isDefault) return t(`${FD}.summary.defaultBranch`);
      if (rules.length === 0) return t(`${FD}.summary.noRules`);
      const joint = ` ${t(`${FD}.logic.${logic}`)} `;
      return rules.map((rule) => ruleText(rule, t, names)).join(joint);
    }
    case 'condition':
    case 'parallel':
      return '';
  }
}

/** Who an assignee names (an approver node's approvers, a sub-flow's launchers). */
function assigneeText(assignee: FlowAssignee, t: TFunction, names: SummaryNames): string {
  switch (assignee.kind) {
    case 'manager':
      return t(`${FD}.summary.manager`, { levels: assignee.levels });
    case 'formField':
      return t(`${FD}.summary.formField`, { field: names.field(assignee.field) });
    case 'nodeApprover':
      return t(`${FD}.summary.nodeApprover`, { node: names.node(assignee.nodeId) });
    case 'fixed':
    case 'chosen':
      return t(`${FD}.summary.${assignee.kind}`, { count: peopleCount(assignee.people) });
    default:
      return t(`${FD}.assignees.${assignee.kind}`);
  }
}

function ruleText(rule: FlowConditionRule, t: TFunction, names: SummaryNames): string {
  const symbol = t(`${FD}.symbols.${rule.symbol}`);
  if (rule.subject === 'field')
    return `${names.field(rule.field)} ${symbol} ${rule.value === null ? '' : String(rule.value)}`;
  const value =
    rule.subject === 'initiatorRole' ? names.role(rule.value) : names.organize(rule.value);
  return `${t(`${FD}.subjects.${rule.subject}`)} ${symbol} ${value}`;
}
