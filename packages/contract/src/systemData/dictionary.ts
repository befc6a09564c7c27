import Type from 'typebox';
import { CreatedId, IdParams, Nothing, StateBody, StateResult } from '../kit/common';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { KeywordQuery } from '../kit/keyword-query';
import { MenuNames } from '../kit/menu-names';
import { defineResource } from '../kit/resource';
import { TreeOf } from '../kit/tree';
import {
  DICTIONARY_ALL_MAX_ITEMS,
  DICTIONARY_ALL_MAX_TYPES,
  DICTIONARY_IMPORT_MAX_ITEMS,
} from '../paths-system-data';
import {
  DICTIONARY_DATA_ROUTES,
  DICTIONARY_TYPE_ENDPOINT_ROUTES,
  DICTIONARY_TYPE_RESOURCE_ROUTES,
} from '../routes-system-data';

/**
 * Dictionaries (docs/reference/system-data.md): a tree of types, each type holding its items
 * (a flat list, or a tree when the type `isTree`). A name is `fullName` (simplified Chinese) plus
 * `names` in traditional Chinese and English, as menu entries have (`menuNameIn`).
 */

const code = Type.String({ minLength: 1, maxLength: 50 });
const name = Type.String({ minLength: 1, maxLength: 50 });
const description = Type.Optional(Type.String({ maxLength: 500 }));
const sortCode = Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 }));
/** `:typeId` of the data list. */
const TypeIdParams = Type.Object({ typeId: IdParams.properties.id });
/** `:id` of the selectors: a type's id, or (data selector only) its code. */
const TypeRefParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** A dictionary type as its edit form and the type tree read it. */
export const DictionaryTypeRecord = Type.Object({
  id: Type.String(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  enCode: Type.String(),
  fullName: Type.String(),
  names: MenuNames,
  isTree: Type.Boolean(),
  sortCode: Type.Integer(),
  description: Type.String(),
  createdTime: Type.Integer(),
});
export type DictionaryTypeRecord = Type.Static<typeof DictionaryTypeRecord>;

export const DictionaryTypeTree = TreeOf('DictionaryTypeNode', DictionaryTypeRecord);
export type DictionaryTypeNode = DictionaryTypeRecord & { children: DictionaryTypeNode[] };
/** GET /api/system/DictionaryType: the whole type tree; a keyword keeps matches and ancestors. */
export const DictionaryTypeList = Type.Object({ list: Type.Array(DictionaryTypeTree) });
export type DictionaryTypeList = { list: DictionaryTypeNode[] };
export const DictionaryTypeListQuery = KeywordQuery();

/** POST and PUT .../DictionaryType. `parentId` files the type under another (a category). */
export const DictionaryTypeBody = Type.Object({
  parentId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  enCode: code,
  fullName: name,
  names: Type.Optional(MenuNames),
  isTree: Type.Optional(Type.Boolean()),
  sortCode,
  description,
});
export type DictionaryTypeBody = Type.Static<typeof DictionaryTypeBody>;

/** A picker entry: the type's name in the reader's language. */
export const DictionaryTypeBrief = Type.Object({
  id: Type.String(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  enCode: Type.String(),
  fullName: Type.String(),
  isTree: Type.Boolean(),
});
export const DictionaryTypeBriefTree = TreeOf('DictionaryTypeBriefNode', DictionaryTypeBrief);
export type DictionaryTypeBriefNode = Type.Static<typeof DictionaryTypeBrief> & {
  children: DictionaryTypeBriefNode[];
};

/** The dictionary types page: list (a tree), create, read, edit and delete. */
export const DICTIONARY_TYPE_RESOURCE = defineResource({
  routes: DICTIONARY_TYPE_RESOURCE_ROUTES,
  schemas: {
    listQuery: DictionaryTypeListQuery,
    page: DictionaryTypeList,
    record: DictionaryTypeRecord,
    body: DictionaryTypeBody,
  },
  summaries: {
    list: 'The dictionary type tree; keyword over code and name',
    create: 'Create a dictionary type or category',
    read: 'One dictionary type',
    update: 'Edit a dictionary type',
    remove: 'Delete a dictionary type that has no data, no sub-types and no menu entry',
  },
});

export const DICTIONARY_TYPE_ENDPOINTS = {
  selector: endpointAt(
    DICTIONARY_TYPE_ENDPOINT_ROUTES.selector,
    'The dictionary type tree for pickers (a session is enough)',
    { query: TimestampQuery, data: Type.Object({ list: Type.Array(DictionaryTypeBriefTree) }) },
  ),
};

/** One dictionary item as the management list and its edit form read it. */
export const DictionaryDataRecord = Type.Object({
  id: Type.String(),
  typeId: Type.String(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  enCode: Type.String(),
  fullName: Type.String(),
  names: MenuNames,
  sortCode: Type.Integer(),
  enabled: Type.Boolean(),
  description: Type.String(),
  createdTime: Type.Integer(),
});
export type DictionaryDataRecord = Type.Static<typeof DictionaryDataRecord>;
export const DictionaryDataTree = TreeOf('DictionaryDataNode', DictionaryDataRecord);
export type DictionaryDataNode = DictionaryDataRecord & { children: DictionaryDataNode[] };

/**
 * GET .../DictionaryData/{typeId}: the type's items, nested when `isTree` (true by default for a
 * tree type) and flat otherwise; a keyword keeps matches (and, nested, their ancestors).
 */
export const DictionaryDataListQuery = KeywordQuery({ isTree: Type.Optional(Type.Boolean()) });
export const DictionaryDataList = Type.Object({ list: Type.Array(DictionaryDataTree) });
export type DictionaryDataList = { list: DictionaryDataNode[] };

/** POST and PUT .../DictionaryData. `typeId` is fixed once created; `parentId` only in trees. */
export const DictionaryDataBody = Type.Object({
  typeId: Type.String({ minLength: 1, maxLength: 64 }),
  parentId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  enCode: code,
  fullName: name,
  names: Type.Optional(MenuNames),
  sortCode,
  enabled: Type.Optional(Type.Boolean()),
  description,
});
export type DictionaryDataBody = Type.Static<typeof DictionaryDataBody>;

/** An option of a select or tree select: enabled items, named in the reader's language. */
export const DictionaryOption = Type.Object({
  id: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
});
export const DictionaryOptionTree = TreeOf('DictionaryOptionNode', DictionaryOption);
export type DictionaryOptionNode = Type.Static<typeof DictionaryOption> & {
  children: DictionaryOptionNode[];
};
export const DictionaryOptionList = Type.Object({ list: Type.Array(DictionaryOptionTree) });
export type DictionaryOptionList = { list: DictionaryOptionNode[] };

/** One dictionary of GET .../All (SPEC §3 Dictionary): its code and its enabled items. */
export const Dictionary = Type.Object({
  id: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
  isTree: Type.Boolean(),
  dictionaryList: Type.Array(DictionaryOptionTree),
  /** The answer's item cap reached this dictionary: read it whole from its Data/Selector. */
  truncated: Type.Boolean(),
});
export type Dictionary = Omit<Type.Static<typeof Dictionary>, 'dictionaryList'> & {
  dictionaryList: DictionaryOptionNode[];
};

/** One item of an export file and of an import: its parent named by code. */
export const DictionaryTransferItem = Type.Object({
  enCode: code,
  fullName: name,
  names: Type.Optional(MenuNames),
  parentCode: Type.Optional(Type.Union([code, Type.Null()])),
  sortCode,
  enabled: Type.Optional(Type.Boolean()),
  description,
});
export type DictionaryTransferItem = Type.Static<typeof DictionaryTransferItem>;

/** The JSON file of a type's data: what export answers and import takes. */
export const DictionaryTransfer = Type.Object({
  enCode: Type.Optional(Type.String({ maxLength: 50 })),
  fullName: Type.Optional(Type.String({ maxLength: 50 })),
  isTree: Type.Optional(Type.Boolean()),
  items: Type.Array(DictionaryTransferItem, { maxItems: DICTIONARY_IMPORT_MAX_ITEMS }),
});
export type DictionaryTransfer = Type.Static<typeof DictionaryTransfer>;
export const DictionaryImportResult = Type.Object({
  created: Type.Integer(),
  updated: Type.Integer(),
});
export type DictionaryImportResult = Type.Static<typeof DictionaryImportResult>;

const byId = { params: IdParams, query: TimestampQuery };

/** Dictionary data: management (menu grant and buttons) and the selects' reads (a session). */
export const DICTIONARY_DATA_ENDPOINTS = {
  list: endpointAt(DICTIONARY_DATA_ROUTES.list, "A dictionary type's items", {
    params: TypeIdParams,
    query: DictionaryDataListQuery,
    data: DictionaryDataList,
  }),
  all: endpointAt(
    DICTIONARY_DATA_ROUTES.all,
    `Every dictionary with its enabled items, at most ${DICTIONARY_ALL_MAX_ITEMS} items and ${DICTIONARY_ALL_MAX_TYPES} dictionaries in all`,
    {
      query: TimestampQuery,
      data: Type.Object({
        list: Type.Array(Dictionary),
        /** A cap was reached: some dictionaries are cut short (marked) or left out. */
        truncated: Type.Boolean(),
      }),
    },
  ),
  selector: endpointAt(
    DICTIONARY_DATA_ROUTES.selector,
    "A type's items as a tree, for choosing an item's parent",
    {
      params: TypeRefParams,
      query: Type.Object({ ...TimestampQuery.properties, isTree: Type.Optional(Type.Boolean()) }),
      data: DictionaryOptionList,
    },
  ),
  dataSelector: endpointAt(
    DICTIONARY_DATA_ROUTES.dataSelector,
    "A type's enabled items (by type id or code) for selects",
    { params: TypeRefParams, query: TimestampQuery, data: DictionaryOptionList },
  ),
  create: endpointAt(DICTIONARY_DATA_ROUTES.create, 'Create a dictionary item', {
    query: TimestampQuery,
    body: DictionaryDataBody,
    data: CreatedId,
  }),
  update: endpointAt(DICTIONARY_DATA_ROUTES.update, 'Edit a dictionary item', {
    ...byId,
    body: DictionaryDataBody,
    data: Nothing,
  }),
  read: endpointAt(DICTIONARY_DATA_ROUTES.read, 'One dictionary item', {
    ...byId,
    data: DictionaryDataRecord,
  }),
  remove: endpointAt(DICTIONARY_DATA_ROUTES.remove, 'Delete a dictionary item without children', {
    ...byId,
    data: Nothing,
  }),
  state: endpointAt(DICTIONARY_DATA_ROUTES.state, 'Enable or disable a dictionary item', {
    ...byId,
    body: StateBody,
    data: StateResult,
  }),
  export: endpointAt(DICTIONARY_DATA_ROUTES.export, "A type's items as a JSON file", {
    ...byId,
    data: DictionaryTransfer,
  }),
  import: endpointAt(
    DICTIONARY_DATA_ROUTES.import,
    'Import a JSON file of items into a type: all checked first, then written in one transaction',
    { ...byId, body: DictionaryTransfer, data: DictionaryImportResult },
  ),
};
