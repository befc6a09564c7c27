import type {
  ColumnDesign,
  ListColumn,
  ListRowButton,
  ListSearchField,
  ListToolbarButton,
  ListType,
} from '@mepm/contract';
import { EMPTY_COLUMN_DESIGN, LIST_ROW_BUTTONS, LIST_TOOLBAR_BUTTONS } from '@mepm/contract';
import { LABEL_MAX_LENGTH, MAX_COLUMNS, MAX_SEARCHES, WIDTH_MAX, WIDTH_MIN } from './limits';
import type { ListableField } from './listable-fields';
import { withFields, withType } from './with-fields';

/** The list designer's state: the design, the form's fields, and what leaving fields took. */
export interface ListDesignerState {
  design: ColumnDesign;
  fields: ListableField[];
  /** Labels of columns and searches dropped because their field left the form, until dismissed. */
  dropped: string[];
}

export type Permission =
  'useBtnPermission' | 'useColumnPermission' | 'useFormPermission' | 'useDataPermission';

export type ColumnChanges = Partial<Omit<ListColumn, 'prop'>>;

export type ListDesignerAction =
  | { type: 'fieldsChanged'; fields: ListableField[] }
  | { type: 'toggleColumn'; prop: string }
  | { type: 'toggleSearch'; prop: string }
  | { type: 'moveColumn'; from: number; to: number }
  | { type: 'editColumn'; prop: string; changes: ColumnChanges }
  | { type: 'editSearch'; prop: string; changes: Partial<Omit<ListSearchField, 'prop'>> }
  | { type: 'setType'; listType: ListType; field?: string }
  | { type: 'setSort'; defaultSidx?: string; sort?: 'asc' | 'desc' }
  | { type: 'setPaging'; hasPage?: boolean; pageSize?: ColumnDesign['pageSize'] }
  | { type: 'toggleToolbarButton'; button: ListToolbarButton }
  | { type: 'toggleRowButton'; button: ListRowButton }
  | { type: 'setPermission'; permission: Permission; on: boolean }
  | { type: 'dismissDropped' };

/** The designer opened on a design (none yet: the empty one), fitted to the form's fields. */
export function initialListDesigner(
  columnData: ColumnDesign | null,
  fields: ListableField[],
): ListDesignerState {
  const fitted = withFields(columnData ?? EMPTY_COLUMN_DESIGN, fields);
  return { ...fitted, fields };
}

const label = (text: string) => text.slice(0, LABEL_MAX_LENGTH);
const validWidth = (width: number | null) =>
  width === null || (Number.isInteger(width) && width >= WIDTH_MIN && width <= WIDTH_MAX);

/** Toggles `item` in a list kept in the order of `all` (the order the buttons show). */
const toggled = <T>(all: readonly T[], list: readonly T[], item: T): T[] =>
  all.filter((each) => (each === item ? !list.includes(item) : list.includes(each)));

function toggleColumn(state: ListDesignerState, prop: string): ColumnDesign {
  const { design } = state;
  if (design.columnList.some((column) => column.prop === prop)) {
    const columnList = design.columnList.filter((column) => column.prop !== prop);
    return {
      ...design,
      columnList,
      defaultSidx: design.defaultSidx === prop ? '' : design.defaultSidx,
    };
  }
  const field = state.fields.find((each) => each.prop === prop);
  if (!field || design.columnList.length >= MAX_COLUMNS) return design;
  const column: ListColumn = {
    prop,
    label: label(field.label),
    align: 'left',
    width: null,
    sortable: false,
    fixed: 'none',
  };
  return { ...design, columnList: [...design.columnList, column] };
}

function toggleSearch(state: ListDesignerState, prop: string): ColumnDesign {
  const { design } = state;
  if (design.searchList.some((search) => search.prop === prop))
    return { ...design, searchList: design.searchList.filter((search) => search.prop !== prop) };
  const field = state.fields.find((each) => each.prop === prop);
  const match = field?.matches[0];
  if (!field || !match || design.searchList.length >= MAX_SEARCHES) return design;
  return {
    ...design,
    searchList: [...design.searchList, { prop, label: label(field.label), match }],
  };
}

function editColumn(state: ListDesignerState, prop: string, changes: ColumnChanges) {
  const { design } = state;
  const field = state.fields.find((each) => each.prop === prop);
  if (!field) return design;
  if (changes.sortable && !field.sortable) return design;
  if (changes.width !== undefined && !validWidth(changes.width)) return design;
  const fixed = changes.label === undefined ? changes : { ...changes, label: label(changes.label) };
  const columnList = design.columnList.map((c) => (c.prop === prop ? { ...c, ...fixed } : c));
  const unsorted = changes.sortable === false && design.defaultSidx === prop;
  return { ...design, columnList, defaultSidx: unsorted ? '' : design.defaultSidx };
}

function editSearch(state: ListDesignerState, prop: string, changes: Partial<ListSearchField>) {
  const { design } = state;
  const field = state.fields.find((each) => each.prop === prop);
  if (!field || (changes.match && !field.matches.includes(changes.match))) return design;
  const fixed = changes.label === undefined ? changes : { ...changes, label: label(changes.label) };
  const searchList = design.searchList.map((s) => (s.prop === prop ? { ...s, ...fixed } : s));
  return { ...design, searchList };
}

function moveColumn(design: ColumnDesign, from: number, to: number): ColumnDesign {
  const count = design.columnList.length;
  if (from === to || from < 0 || to < 0 || from >= count || to >= count) return design;
  const columnList = [...design.columnList];
  const [moving] = columnList.splice(from, 1);
  if (moving) columnList.splice(to, 0, moving);
  return { ...design, columnList };
}

function setType(state: ListDesignerState, listType: ListType, field?: string): ColumnDesign {
  const named = listType === 2 ? { treeField: field } : listType === 3 ? { groupField: field } : {};
  const next = withType({ ...state.design, type: listType, ...named }, state.fields);
  // A type whose field the form lacks is refused: the design keeps the type it had.
  return next.type === listType ? next : state.design;
}

function setSort(design: ColumnDesign, defaultSidx?: string, sort?: 'asc' | 'desc') {
  const sortable = design.columnList.some((c) => c.sortable && c.prop === defaultSidx);
  if (defaultSidx !== undefined && defaultSidx !== '' && !sortable) return design;
  return { ...design, defaultSidx: defaultSidx ?? design.defaultSidx, sort: sort ?? design.sort };
}

function designAfter(state: ListDesignerState, action: ListDesignerAction): ColumnDesign {
  const { design } = state;
  switch (action.type) {
    case 'toggleColumn':
      return toggleColumn(state, action.prop);
    case 'toggleSearch':
      return toggleSearch(state, action.prop);
    case 'moveColumn':
      return moveColumn(design, action.from, action.to);
    case 'editColumn':
      return editColumn(state, action.prop, action.changes);
    case 'editSearch':
      return editSearch(state, action.prop, action.changes);
    case 'setType':
      return setType(state, action.listType, action.field);
    case 'setSort':
      return setSort(design, action.defaultSidx, action.sort);
    case 'setPaging':
      return {
        ...design,
        hasPage: action.hasPage ?? design.hasPage,
        pageSize: action.pageSize ?? design.pageSize,
      };
    case 'toggleToolbarButton':
      return { ...design, btnsList: toggled(LIST_TOOLBAR_BUTTONS, design.btnsList, action.button) };
    case 'toggleRowButton':
      return {
        ...design,
        columnBtnsList: toggled(LIST_ROW_BUTTONS, design.columnBtnsList, action.button),
      };
    case 'setPermission':
      return { ...design, [action.permission]: action.on };
    default:
      return design;
  }
}

/** Every edit of the list designer; an edit the limits or the fields refuse changes nothing. */
export function listDesignerReducer(
  state: ListDesignerState,
  action: ListDesignerAction,
): ListDesignerState {
  if (action.type === 'fieldsChanged') {
    const fitted = withFields(state.design, action.fields);
    const dropped = [...new Set([...state.dropped, ...fitted.dropped])];
    return { design: fitted.design, fields: action.fields, dropped };
  }
  if (action.type === 'dismissDropped') return { ...state, dropped: [] };
  const design = designAfter(state, action);
  return design === state.design ? state : { ...state, design };
}
