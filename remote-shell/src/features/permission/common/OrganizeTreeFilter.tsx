import { OrgTree } from '../../../shared/tree';
import type { OrgNode } from '../../../shared/tree';
import { useOrganizeLevels } from './use-org-loaders';

export interface OrganizeTreeFilterProps {
  /** The tree's accessible name, already translated. */
  label: string;
  organizeId: string | null;
  onChange: (organizeId: string | null) => void;
  /** Which nodes narrow the list; any company or department by default. */
  selectable?: (node: OrgNode) => boolean;
}

/** The organisation tree beside a list: choosing a node narrows the list to it. */
export function OrganizeTreeFilter(props: OrganizeTreeFilterProps) {
  const loadChildren = useOrganizeLevels();
  return (
    <OrgTree
      label={props.label}
      loadChildren={loadChildren}
      selectedIds={props.organizeId ? [props.organizeId] : []}
      onSelectedChange={(ids) => props.onChange(ids[0] ?? null)}
      selectable={props.selectable}
      height={560}
    />
  );
}
