import type { ColumnDesign, ListColumn, ListSearchField } from '@mepm/contract';
import { LABEL_MAX_LENGTH, MAX_COLUMNS, MAX_SEARCHES, WIDTH_MAX, WIDTH_MIN } from './limits';
import type { ColumnChanges, ListDesignerState } from './list-designer-state';

/**
 * The edits of the chosen columns and searches: each answers the design unchanged (the same
 * object) when the limits or the field refuse it.
 */

const label = (text: string) => text.slice(0, LABEL_MAX_LENGTH);
const validWidth = (width: number | null) =>
  width === null || (Number.isInteger(width) && width >= WIDTH_MIN && width <= WIDTH_MAX);

export function toggleColumn(state: ListDesignerState, prop: string): ColumnDesign {
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

export function toggleSearch(state: ListDesignerState, prop: string): ColumnDesign {
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

export function editColumn(state: ListDesignerState, prop: string, changes: ColumnChanges) {
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

export function editSearch(
  state: ListDesignerState,
  prop: string,
  changes: Partial<ListSearchField>,
) {
  const { design } = state;
  const field = state.fields.find((each) => each.prop === prop);
  if (!field || (changes.match && !field.matches.includes(changes.match))) return design;
  const fixed = changes.label === undefined ? changes : { ...changes, label: label(changes.label) };
  const searchList = design.searchList.map((s) => (s.prop === prop ? { ...s, ...fixed } : s));
  return { ...design, searchList };
}

export function moveColumn(design: ColumnDesign, from: number, to: number): ColumnDesign {
  const count = design.columnList.length;
  if (from === to || from < 0 || to < 0 || from >= count || to >= count) return design;
  const columnList = [...design.columnList];
  const [moving] = columnList.splice(from, 1);
  if (moving) columnList.splice(to, 0, moving);
  return { ...design, columnList };
}
