/**
 * How the complex fields read and write their values. A picker stores ids: one id (a string,
 * empty for none) or, when `multiple`, an array of ids. Values that came from elsewhere (an old
 * record, a default) are read leniently and written back in this shape.
 */

/** The ids in a picker's value, whatever its shape. */
export function idsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((id): id is string => typeof id === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** The value a picker stores for these ids. */
export function pickerValue(
  ids: readonly string[],
  multiple: boolean | undefined,
): string | string[] {
  return multiple ? [...ids] : (ids[0] ?? '');
}

/** `selectType: custom` offers only `ableIds`; `all` (or no setting) offers everything. */
export function allowedBy(field: { selectType?: 'all' | 'custom'; ableIds?: string[] }) {
  if (field.selectType !== 'custom') return () => true;
  const able = new Set(field.ableIds ?? []);
  return (id: string) => able.has(id);
}

/**
 * The id of the renderer's label for a field's input: controls that are no labelable element (a
 * select's button, a group) point `aria-labelledby` at it.
 */
export function labelIdOf(inputId: string): string {
  return `${inputId}-label`;
}
