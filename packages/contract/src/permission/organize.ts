import Type from 'typebox';
import { Envelope, TimestampQuery } from '../kit/envelope';
import {
  DEPARTMENT_RESOURCE_ROUTES,
  ORGANIZE_ENDPOINT_ROUTES,
  ORGANIZE_RESOURCE_ROUTES,
} from '../routes-permission';
import { IdParams } from '../kit/common';
import { endpointAt } from '../kit/endpoint';
import { defineResource } from '../kit/resource';
import { KeywordQuery } from '../kit/keyword-query';
import { literalUnion } from '../kit/literal-union';
import { TreeOf } from '../kit/tree';
import { ORG_NODE_TYPES, ORGANIZE_CATEGORIES } from '../codes';

export const OrganizeCategory = literalUnion(ORGANIZE_CATEGORIES);
export type OrganizeCategory = Type.Static<typeof OrganizeCategory>;

/**
 * A company or department as its edit form reads it. `parentId` is empty for a top company;
 * times are milliseconds since the epoch.
 */
export const OrganizeRecord = Type.Object({
  id: Type.String(),
  parentId: Type.String(),
  category: OrganizeCategory,
  enCode: Type.String(),
  fullName: Type.String(),
  description: Type.String(),
  /** The user who heads it, or empty. */
  managerId: Type.String(),
  sortCode: Type.Integer(),
  enabled: Type.Boolean(),
  createdTime: Type.Integer(),
});
export type OrganizeRecord = Type.Static<typeof OrganizeRecord>;
export const OrganizeRecordResponse = Envelope(OrganizeRecord);

/** A row of the company or department tree list, its children nested. */
export const OrganizeTreeRow = TreeOf(
  'OrganizeTreeRow',
  Type.Object({ ...OrganizeRecord.properties, hasChildren: Type.Boolean() }),
);
export type OrganizeTreeRow = Type.Static<typeof OrganizeTreeRow>;
export const OrganizeTreeList = Type.Object({ list: Type.Array(OrganizeTreeRow) });
export type OrganizeTreeList = Type.Static<typeof OrganizeTreeList>;
export const OrganizeTreeResponse = Envelope(OrganizeTreeList);

/**
 * GET /api/permission/Organize and GET .../Organize/:id/Department. A keyword (name or code)
 * keeps the matching rows and the ancestors that lead to them.
 */
export const OrganizeListQuery = KeywordQuery();
export type OrganizeListQuery = Type.Static<typeof OrganizeListQuery>;

/**
 * POST and PUT of a company (POST/PUT /api/permission/Organize) or a department
 * (POST/PUT .../Organize/Department). A company's parent is a company or empty (top level); a
 * department's parent is a company or a department and is required. `enCode` follows the code
 * rule and is unique over companies and departments.
 */
export const OrganizeBody = Type.Object({
  parentId: Type.Optional(Type.String({ maxLength: 64 })),
  enCode: Type.String({ minLength: 1, maxLength: 50 }),
  fullName: Type.String({ minLength: 1, maxLength: 100 }),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  managerId: Type.Optional(Type.String({ maxLength: 64 })),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  enabled: Type.Optional(Type.Boolean()),
});
export type OrganizeBody = Type.Static<typeof OrganizeBody>;

/** What the pickers show: organisations, and positions or users under them. */
export const OrgNodeType = literalUnion(ORG_NODE_TYPES);
export type OrgNodeType = Type.Static<typeof OrgNodeType>;

/**
 * A node of the picker trees (Organize/Tree, Department/Selector, Position/Selector,
 * Users/Selector, ImUser/Selector). `children` is filled for whole trees and empty for lazy
 * levels, where `isLeaf` tells whether asking for the node's children can return anything.
 */
export const OrgTreeNode = TreeOf(
  'OrgTreeNode',
  Type.Object({
    id: Type.String(),
    parentId: Type.String(),
    fullName: Type.String(),
    enCode: Type.String(),
    type: OrgNodeType,
    icon: Type.String(),
    isLeaf: Type.Boolean(),
    hasChildren: Type.Boolean(),
  }),
);
export type OrgTreeNode = Type.Static<typeof OrgTreeNode>;
export const OrgTreeList = Type.Object({ list: Type.Array(OrgTreeNode) });
export type OrgTreeList = Type.Static<typeof OrgTreeList>;
export const OrgTreeResponse = Envelope(OrgTreeList);

/**
 * GET .../Organize/Selector (companies) and GET .../Organize/Department/Selector (companies
 * with their departments): whole trees. When editing, `excludeId` leaves out that node and its
 * descendants, which could not become its parent.
 */
export const OrganizeSelectorQuery = Type.Object({
  ...TimestampQuery.properties,
  excludeId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type OrganizeSelectorQuery = Type.Static<typeof OrganizeSelectorQuery>;

/**
 * GET .../Organize/Tree: one level of companies and departments. Without `parentId` the top
 * companies; with it that node's children.
 */
export const OrganizeTreeQuery = Type.Object({
  ...TimestampQuery.properties,
  parentId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type OrganizeTreeQuery = Type.Static<typeof OrganizeTreeQuery>;

/** At most this many companies and departments are returned by any tree. */
export const MAX_ORGANIZE_NODES = 5000;

const organizeSchemas = {
  listQuery: OrganizeListQuery,
  page: OrganizeTreeList,
  record: OrganizeRecord,
  body: OrganizeBody,
};

/** The company tree page. Companies and departments share one table and one shape. */
export const ORGANIZE_RESOURCE = defineResource({
  routes: ORGANIZE_RESOURCE_ROUTES,
  schemas: organizeSchemas,
  summaries: {
    list: 'The company tree; a keyword keeps matches and their ancestors',
    create: 'Create a company',
    read: 'One company',
    update: 'Edit a company; its parent cannot be itself or below it',
    remove: 'Delete a company without sub-organisations, users or positions',
  },
});

/** The department page: in the list path, `:id` is the organisation whose departments show. */
export const DEPARTMENT_RESOURCE = defineResource({
  routes: DEPARTMENT_RESOURCE_ROUTES,
  schemas: { ...organizeSchemas, listParams: IdParams },
  summaries: {
    list: 'The department tree under an organisation (up to its sub-companies)',
    create: 'Create a department under a company or department',
    read: 'One department',
    update: 'Edit a department; its parent cannot be itself or below it',
    remove: 'Delete a department without sub-departments, users or positions',
  },
});

/** The organisation pickers: they serve every page of the product, so a session is enough. */
export const ORGANIZE_ENDPOINTS = {
  selector: endpointAt(
    ORGANIZE_ENDPOINT_ROUTES.selector,
    'The company tree for choosing a parent; excludeId leaves out a subtree',
    { query: OrganizeSelectorQuery, data: OrgTreeList },
  ),
  tree: endpointAt(
    ORGANIZE_ENDPOINT_ROUTES.tree,
    'One level of companies and departments: the top, or the children of parentId',
    { query: OrganizeTreeQuery, data: OrgTreeList },
  ),
  departmentSelector: endpointAt(
    ORGANIZE_ENDPOINT_ROUTES.departmentSelector,
    'Companies with their departments; excludeId leaves out a subtree',
    { query: OrganizeSelectorQuery, data: OrgTreeList },
  ),
};
