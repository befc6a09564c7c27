import { ColumnDesignSchema, ListColumn } from '@mepm/contract';

/**
 * The list design's limits, read from the contract's schema so the designer never offers what
 * the server refuses: how many columns and searches, a label's length, a column's width.
 */

// The contract builds these with TypeBox: plain JSON Schema objects; this view names what is read.
interface Bounds {
  maxItems?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: readonly Bounds[];
}
const bounds = (schema: unknown) => schema as Bounds;

const listOf = ColumnDesignSchema.properties;
const widthNumber = bounds(ListColumn.properties.width).anyOf?.find(
  (part) => part.minimum !== undefined,
);

export const MAX_COLUMNS = bounds(listOf.columnList).maxItems ?? 0;
export const MAX_SEARCHES = bounds(listOf.searchList).maxItems ?? 0;
export const LABEL_MAX_LENGTH = bounds(ListColumn.properties.label).maxLength ?? 0;
export const WIDTH_MIN = widthNumber?.minimum ?? 0;
export const WIDTH_MAX = widthNumber?.maximum ?? 0;

/** A typed width: null for empty (auto), a whole number within the bounds, or undefined (bad). */
export function parseWidth(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const width = Number(trimmed);
  return width >= WIDTH_MIN && width <= WIDTH_MAX ? width : undefined;
}
