import type { FieldOption } from '@mepm/contract';

/**
 * Option ids may be numbers or texts, while radio groups and native inputs speak text. These map
 * a control's text back to the option's own id, so the stored value keeps its type.
 */
export function idOfText(options: readonly FieldOption[], text: string): FieldOption['id'] | null {
  return options.find((option) => String(option.id) === text)?.id ?? null;
}

/** The options as a flat list with their paths, depth first (cascader, tree labels). */
export function flattenOptions(
  options: readonly FieldOption[],
  path: readonly FieldOption[] = [],
): { option: FieldOption; path: FieldOption[] }[] {
  return options.flatMap((option) => {
    const here = [...path, option];
    return [{ option, path: here }, ...flattenOptions(option.children ?? [], here)];
  });
}
