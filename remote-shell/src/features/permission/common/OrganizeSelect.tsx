import { useMemo } from 'react';
import { TreeSelect, orgNodeIcon } from '../../../shared/tree';
import type { OrgNode } from '../../../shared/tree';
import { useDepartmentSelectorQuery } from './lookups-api';
import { toOrgNodes } from '../../../shared/tree';

export interface OrganizeSelectProps {
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  /** Leaves out this node and its descendants (a department cannot sit under itself). */
  excludeId?: string;
  /** Which nodes may be chosen; any company or department by default. */
  selectable?: (node: OrgNode) => boolean;
  knownLabels?: Readonly<Record<string, string>>;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}

/** A company or department out of the whole organisation (Department/Selector). */
export function OrganizeSelect(props: OrganizeSelectProps) {
  const { data } = useDepartmentSelectorQuery(props.excludeId);
  const nodes = useMemo(() => toOrgNodes(data?.list ?? [], 'whole'), [data]);
  return (
    <TreeSelect
      label={props.label}
      nodes={nodes}
      value={props.value}
      onChange={(id) => props.onChange(id)}
      selectable={props.selectable}
      knownLabels={props.knownLabels}
      required={props.required}
      renderIcon={orgNodeIcon}
      error={props.error}
      helperText={props.helperText}
    />
  );
}
