import type { OrganizeTreeRow } from '@mepm/contract';

/** A row of the company or department tree answers, for this area's page tests. */
export function organizeRow(
  id: string,
  fullName: string,
  overrides: Partial<OrganizeTreeRow> = {},
): OrganizeTreeRow {
  const children = overrides.children ?? [];
  return {
    id,
    parentId: '',
    category: 'company',
    enCode: `co.${id}`,
    fullName,
    description: '',
    managerId: '',
    sortCode: 0,
    enabled: true,
    createdTime: 0,
    hasChildren: children.length > 0,
    children,
    ...overrides,
  };
}
