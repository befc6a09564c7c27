import type { ColumnDesign } from '@mepm/contract';
import type { ListableField } from '@mepm/form-engine';

/** The design fitted to the form's fields, and the labels of what had to go. */
export interface FittedDesign {
  design: ColumnDesign;
  dropped: string[];
}

const byProp = (fields: readonly ListableField[]) => new Map(fields.map((f) => [f.prop, f]));

function sameDesign(a: ColumnDesign, b: ColumnDesign): boolean {
  const keys = Object.keys(a) as (keyof ColumnDesign)[];
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]))
  );
}

/** Type 2's tree field: the one named if still an option field, else the first option field. */
export const treeFieldFor = (fields: readonly ListableField[], named?: string) =>
  fields.find((field) => field.treeable && field.prop === named) ??
  fields.find((field) => field.treeable);

/** Type 3's group field: the one named if still sortable (one value a row), else the first. */
export const groupFieldFor = (fields: readonly ListableField[], named?: string) =>
  fields.find((field) => field.sortable && field.prop === named) ??
  fields.find((field) => field.sortable);

/** The design without the keys of a list type other than its own. */
export function withType(design: ColumnDesign, fields: readonly ListableField[]): ColumnDesign {
  const { treeField, groupField, ...rest } = design;
  if (design.type === 2) {
    const tree = treeFieldFor(fields, treeField);
    return tree ? { ...rest, treeField: tree.prop } : { ...rest, type: 1 };
  }
  if (design.type === 3) {
    const group = groupFieldFor(fields, groupField);
    return group ? { ...rest, groupField: group.prop } : { ...rest, type: 1 };
  }
  return rest;
}

/**
 * The design as the form now allows: columns and searches of fields the form no longer has
 * are dropped (so a saved design never names a missing field), sorting and matches a field no
 * longer allows are undone, the default sort goes with its column, and a tree or group field
 * that left falls back to another one (or to the plain list when there is none).
 */
export function withFields(design: ColumnDesign, fields: readonly ListableField[]): FittedDesign {
  const known = byProp(fields);
  const dropped = new Set<string>();
  const columnList = design.columnList.flatMap((column) => {
    const field = known.get(column.prop);
    if (!field) dropped.add(column.label || column.prop);
    else return [field.sortable || !column.sortable ? column : { ...column, sortable: false }];
    return [];
  });
  const searchList = design.searchList.flatMap((search) => {
    const field = known.get(search.prop);
    if (!field || field.matches.length === 0) dropped.add(search.label || search.prop);
    else if (field.matches.includes(search.match)) return [search];
    else return [{ ...search, match: field.matches[0] ?? 'equal' }];
    return [];
  });
  const sortKept = columnList.some((c) => c.sortable && c.prop === design.defaultSidx);
  const typed = withType(design, fields);
  for (const name of ['treeField', 'groupField'] as const) {
    const before = design[name];
    if (before !== undefined && typed[name] !== before && !known.has(before)) dropped.add(before);
  }
  const fitted: ColumnDesign = {
    ...typed,
    columnList,
    searchList,
    defaultSidx: sortKept ? design.defaultSidx : '',
  };
  // The same object when nothing changed, so the holder can tell an untouched design.
  return { design: sameDesign(fitted, design) ? design : fitted, dropped: [...dropped] };
}
