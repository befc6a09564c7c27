import { useMemo } from 'react';
import type { FlowTemplate, OrgTreeNode } from '@mepm/contract';
import { forEachNode } from '@mepm/flow-engine';
import {
  useFieldOrganizeTreeQuery,
  useFieldRolesQuery,
} from '../../form-renderer/fields/lookups-api';

function indexTree(nodes: readonly OrgTreeNode[], into: Map<string, string>) {
  for (const node of nodes) {
    into.set(node.id, node.fullName);
    indexTree(node.children ?? [], into);
  }
  return into;
}

/**
 * Names of the roles and organisations a template's conditions compare the initiator with, read
 * only when some condition does; an id not found shows as itself.
 */
export function useSubjectNames(template: FlowTemplate) {
  const subjects = new Set<string>();
  forEachNode(template, (node) => {
    if (node.type === 'branch')
      for (const rule of node.properties.rules) subjects.add(rule.subject);
  });
  const roles = useFieldRolesQuery(undefined, { skip: !subjects.has('initiatorRole') });
  const organizes = useFieldOrganizeTreeQuery(undefined, {
    skip: !subjects.has('initiatorOrganize'),
  });
  return useMemo(() => {
    const roleNames = new Map((roles.data?.list ?? []).map((role) => [role.id, role.fullName]));
    const organizeNames = indexTree(organizes.data?.list ?? [], new Map());
    return {
      role: (id: string) => roleNames.get(id) ?? id,
      organize: (id: string) => organizeNames.get(id) ?? id,
    };
  }, [roles.data, organizes.data]);
}
