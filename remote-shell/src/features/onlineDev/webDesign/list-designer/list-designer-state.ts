import type {
  ColumnDesign,
  ListColumn,
  ListRowButton,
  ListSearchField,
  ListToolbarButton,
  ListType,
} from '@mepm/contract';
import { EMPTY_COLUMN_DESIGN, LIST_ROW_BUTTONS, LIST_TOOLBAR_BUTTONS } from '@mepm/contract';
import { editColumn, editSearch, moveColumn, toggleColumn, toggleSearch } from './column-edits';
import type { ListableField } from '@mepm/form-engine';
import { withFields, withType } from './with-fields';

/** The list designer's state: the design, the form's fields, and what leaving fields took. */
export interface ListDesignerState {
  design: ColumnDesign;
  fields: ListableField[];
  /** Labels of columns and searches dropped because their field left the form, until dismissed. */
  dropped: string[];
}

/** What the designer's panes take: the state and the reducer's dispatch. */
export interface ListDesignerProps {
  state: ListDesignerState;
  dispatch: (action: ListDesignerAction) => void;
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

/** Toggles `item` in a list kept in the order of `all` (the order the buttons show). */
const toggled = <T>(all: readonly T[], list: readonly T[], item: T): T[] =>
  all.filter((each) => (each === item ? !list.includes(item) : list.includes(each)));

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
