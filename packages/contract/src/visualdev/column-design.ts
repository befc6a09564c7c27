import Type from 'typebox';
import { PAGE_SIZES } from '../codes';
import { OPTION_FIELD_KEYS, type ValuedFieldKey } from '../form/field-keys';
import { literalUnion } from '../kit/literal-union';
import {
  LIST_ROW_BUTTONS,
  LIST_TOOLBAR_BUTTONS,
  LIST_TYPES,
  SEARCH_MATCHES,
} from '../paths-visualdev';
import { numberUnion } from './number-union';

/**
 * A design's list settings (its "column JSON", docs/reference/online-development.md): what the
 * generated page searches, shows and offers. `prop` names a field of the design's form by its
 * key; the design check refuses a prop the form lacks or a field a list cannot show.
 */

/**
 * The field types a list type 2 may show as its tree: option fields and the organisation's
 * pickers, whose values form a tree or a short list.
 */
export const TREE_FIELD_KEYS = [
  ...OPTION_FIELD_KEYS,
  'organizeSelect',
  'departmentSelect',
  'currOrganize',
  'currDepartment',
] as const satisfies readonly ValuedFieldKey[];

/**
 * The field types a list column cannot sort by: rows, files, rich text, signatures and the
 * values that are lists (several options, ranges, an address's levels) have no order; long
 * text has none worth an index, and a password's order would tell something of it.
 */
export const UNSORTABLE_FIELD_KEYS = [
  'table',
  'textarea',
  'password',
  'uploadFile',
  'uploadImage',
  'editor',
  'signature',
  'checkbox',
  'cascader',
  'dateRange',
  'timeRange',
  'address',
] as const satisfies readonly ValuedFieldKey[];

const FieldProp = Type.String({ minLength: 1, maxLength: 100 });
const Label = Type.String({ maxLength: 100 });

export const ListSearchField = Type.Object(
  { prop: FieldProp, label: Label, match: literalUnion(SEARCH_MATCHES) },
  { additionalProperties: false },
);
export type ListSearchField = Type.Static<typeof ListSearchField>;

export const ListColumn = Type.Object(
  {
    prop: FieldProp,
    label: Label,
    align: literalUnion(['left', 'center', 'right'] as const),
    /** Pixels; null sizes the column to its content. */
    width: Type.Union([Type.Integer({ minimum: 40, maximum: 1000 }), Type.Null()]),
    sortable: Type.Boolean(),
    fixed: literalUnion(['none', 'left', 'right'] as const),
  },
  { additionalProperties: false },
);
export type ListColumn = Type.Static<typeof ListColumn>;

export const ListTypeSchema = numberUnion(LIST_TYPES);
export const PageSizeSchema = numberUnion(PAGE_SIZES);

export const ColumnDesignSchema = Type.Object(
  {
    searchList: Type.Array(ListSearchField, { maxItems: 30 }),
    columnList: Type.Array(ListColumn, { maxItems: 100 }),
    type: ListTypeSchema,
    /** List type 2: the option field (select, tree select, organisation, ...) the tree shows. */
    treeField: Type.Optional(FieldProp),
    /** List type 3: the field whose values group the rows. */
    groupField: Type.Optional(FieldProp),
    /** The default sort field's key; empty sorts newest first by creation time. */
    defaultSidx: Type.String({ maxLength: 100 }),
    sort: literalUnion(['asc', 'desc'] as const),
    hasPage: Type.Boolean(),
    pageSize: PageSizeSchema,
    btnsList: Type.Array(literalUnion(LIST_TOOLBAR_BUTTONS), { maxItems: 4, uniqueItems: true }),
    columnBtnsList: Type.Array(literalUnion(LIST_ROW_BUTTONS), { maxItems: 3, uniqueItems: true }),
    /** Whether the published menu's grants narrow buttons, columns, form fields and rows. */
    useBtnPermission: Type.Boolean(),
    useColumnPermission: Type.Boolean(),
    useFormPermission: Type.Boolean(),
    useDataPermission: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ColumnDesign = Type.Static<typeof ColumnDesignSchema>;

/** A new design's list settings: no columns yet, newest first, 20 a page, every button. */
export const EMPTY_COLUMN_DESIGN: ColumnDesign = {
  searchList: [],
  columnList: [],
  type: 1,
  defaultSidx: '',
  sort: 'desc',
  hasPage: true,
  pageSize: 20,
  btnsList: ['add', 'download', 'upload', 'batchRemove'],
  columnBtnsList: ['edit', 'remove', 'detail'],
  useBtnPermission: true,
  useColumnPermission: true,
  useFormPermission: true,
  useDataPermission: true,
};
