import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { orgNodeIcon, toOrgNodes, TreeSelect } from '../../tree';
import type { OrgNode, OrgNodeType } from '../../tree';
import type { FieldProps } from '../field-props';
import { allowedBy, idsOf, pickerValue } from './field-values';
import { useFieldOrganizeTreeQuery, useFieldPositionTreeQuery } from './lookups-api';
import { ReadOnlyText } from './ReadOnlyText';

type TreeKey = 'organizeSelect' | 'departmentSelect' | 'positionSelect';

/** Which nodes each picker chooses (SPEC §5: department pickers only departments, …). */
const CHOOSABLE: Record<TreeKey, readonly OrgNodeType[]> = {
  organizeSelect: ['company', 'department'],
  departmentSelect: ['department'],
  positionSelect: ['position'],
};

const TEXT_KEY = {
  organizeSelect: 'organize',
  departmentSelect: 'department',
  positionSelect: 'position',
} as const;

/** Every node of a whole tree by id. */
function indexTree(nodes: readonly OrgNode[], into = new Map<string, OrgNode>()) {
  for (const node of nodes) {
    into.set(node.id, node);
    indexTree(node.children ?? [], into);
  }
  return into;
}

/**
 * The organisation, department and position pickers: a tree select over the whole tree (the
 * organisation with departments, or with positions as leaves) where only nodes of the field's
 * kind, and with `selectType: custom` only `ableIds`, can be chosen. Ids show as names.
 */
export function OrgTreeField({ kind, ...props }: FieldProps<TreeKey> & { kind: TreeKey }) {
  const { t } = useTranslation();
  const { field } = props;
  const positions = kind === 'positionSelect';
  const organizes = useFieldOrganizeTreeQuery(undefined, { skip: positions });
  const positionTree = useFieldPositionTreeQuery(undefined, { skip: !positions });
  const list = (positions ? positionTree.data : organizes.data)?.list;
  const nodes = useMemo(() => toOrgNodes(list ?? [], 'whole'), [list]);
  const byId = useMemo(() => indexTree(nodes), [nodes]);
  const ids = idsOf(props.value);
  const allowed = allowedBy(field);
  const choosable = CHOOSABLE[kind];
  const label = field.__config__.label || t(`formFields.picker.${TEXT_KEY[kind]}`);

  if (props.readOnly) {
    const text = ids.map((id) => byId.get(id)?.fullName ?? id).join(', ');
    return <ReadOnlyText id={props.inputId} text={text} />;
  }
  const common = {
    id: props.inputId,
    labelOutside: true,
    label,
    nodes,
    placeholder: field.placeholder,
    error: props.error !== undefined,
    selectable: (node: OrgNode) => choosable.includes(node.type) && allowed(node.id),
    renderIcon: orgNodeIcon,
  };
  return field.multiple ? (
    <TreeSelect
      {...common}
      multiple
      value={ids}
      onChange={(next) => {
        props.onChange(pickerValue(next, true));
        props.onBlur();
      }}
    />
  ) : (
    <TreeSelect
      {...common}
      value={ids[0] ?? null}
      onChange={(next) => {
        props.onChange(pickerValue(next === null ? [] : [next], false));
        props.onBlur();
      }}
    />
  );
}
