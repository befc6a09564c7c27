import type { FlowAssignee, FlowTemplate, FormDataField } from '@mepm/contract';
import { forEachNode } from '@mepm/flow-engine';
import { useTranslation } from 'react-i18next';
import { FD } from '../drawing/node-summary';
import { NOBODY } from '../model';
import { userFields } from './field-kinds';
import { ChoiceField, IntegerField } from './inputs';
import { PeopleField } from './PeopleField';

const KINDS = [
  'manager',
  'departmentHead',
  'initiator',
  'formField',
  'nodeApprover',
  'fixed',
  'chosen',
] as const satisfies readonly FlowAssignee['kind'][];

interface Props {
  value: FlowAssignee;
  onChange: (assignee: FlowAssignee) => void;
  /** The node being edited: it is no earlier node of its own. */
  nodeId: string;
  template: FlowTemplate;
  fields: readonly FormDataField[];
  /** Kinds not offered here (a sub-flow's launchers are never picked by the submitter). */
  excluded?: readonly FlowAssignee['kind'][];
}

/**
 * An assignee of `kind` with the inputs it needs started sensibly. Typed by the caller: a switch
 * over a kind held in a variable does not narrow the literal objects to their union members.
 */
function switched(kind: FlowAssignee['kind'], fields: Props['fields'], nodes: string[]) {
  switch (kind) {
    case 'manager':
      return { kind, levels: 1 };
    case 'formField':
      return { kind, field: userFields(fields)[0]?.vModel ?? '' };
    case 'nodeApprover':
      return { kind, nodeId: nodes[0] ?? '' };
    case 'fixed':
    case 'chosen':
      return { kind, people: NOBODY };
    default:
      return { kind };
  }
}

/**
 * Who approves: the initiator's manager some levels up, the department head, the initiator, the
 * users of a user field, whoever approved another approver node, chosen people, or people the
 * initiator picks among. A user field or another node chosen and removed since stays named as it
 * was; the server's check names it on save.
 */
export function AssigneeEditor({
  value,
  onChange,
  nodeId,
  template,
  fields,
  excluded = [],
}: Props) {
  const { t } = useTranslation();
  const approvers: { id: string; title: string }[] = [];
  forEachNode(template, (node) => {
    if (node.type === 'approver' && node.nodeId !== nodeId)
      approvers.push({ id: node.nodeId, title: node.properties.title });
  });
  const people = userFields(fields);
  // A kind needing what the form or flow cannot offer is not offered (unless already chosen).
  const offered = KINDS.filter(
    (kind) =>
      kind === value.kind ||
      (!excluded.includes(kind) &&
        (kind === 'formField'
          ? people.length > 0
          : kind !== 'nodeApprover' || approvers.length > 0)),
  );
  return (
    <>
      <ChoiceField
        label={t(`${FD}.panel.assigneeKind`)}
        value={value.kind}
        choices={offered}
        textOf={(kind) => t(`${FD}.assignees.${kind}`)}
        onChange={(kind) =>
          onChange(
            switched(
              kind,
              fields,
              approvers.map((node) => node.id),
            ) as FlowAssignee,
          )
        }
      />
      {value.kind === 'manager' && (
        <IntegerField
          label={t(`${FD}.panel.levels`)}
          value={value.levels}
          min={1}
          max={10}
          onCommit={(levels) => onChange({ ...value, levels })}
        />
      )}
      {value.kind === 'formField' && (
        <ChoiceField
          label={t(`${FD}.panel.userField`)}
          value={value.field}
          choices={people.map((field) => field.vModel)}
          textOf={(vModel) => people.find((field) => field.vModel === vModel)?.label ?? vModel}
          onChange={(field) => onChange({ ...value, field })}
        />
      )}
      {value.kind === 'nodeApprover' && (
        <ChoiceField
          label={t(`${FD}.panel.earlierNode`)}
          value={value.nodeId}
          choices={approvers.map((node) => node.id)}
          textOf={(id) => approvers.find((node) => node.id === id)?.title ?? id}
          onChange={(id) => onChange({ ...value, nodeId: id })}
        />
      )}
      {(value.kind === 'fixed' || value.kind === 'chosen') && (
        <PeopleField
          label={t(`${FD}.assignees.${value.kind}`)}
          value={value.people}
          onChange={(chosen) => onChange({ ...value, people: chosen })}
        />
      )}
    </>
  );
}
