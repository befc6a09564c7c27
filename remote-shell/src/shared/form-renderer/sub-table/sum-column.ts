import { SUMMABLE_FIELD_KEYS, type FormField } from '@mepm/contract';

const SUMMABLE: ReadonlySet<string> = new Set(SUMMABLE_FIELD_KEYS);

/** The columns summed under 合计: those named in `summaryField` that hold numbers (SPEC §5). */
export function summedColumns(
  columns: readonly FormField[],
  summaryField: readonly string[] | undefined,
): Set<string> {
  const named = new Set(summaryField ?? []);
  return new Set(
    columns
      .filter((column) => SUMMABLE.has(column.__config__.wyzxKey))
      .flatMap((column) => ('__vModel__' in column ? [column.__vModel__] : []))
      .filter((model) => named.has(model)),
  );
}

/**
 * The total of one column: cells that are not numbers count as 0 (SPEC §5: NaN is 0); the sum
 * is rounded to `precision` decimals so that 0.1 + 0.2 shows 0.3.
 */
export function sumColumn(rows: readonly unknown[], column: string, precision: number): number {
  let total = 0;
  for (const row of rows) {
    const cell = row && typeof row === 'object' ? (row as Record<string, unknown>)[column] : 0;
    const value = typeof cell === 'number' ? cell : Number(cell);
    if (Number.isFinite(value)) total += value;
  }
  const scale = 10 ** precision;
  return Math.round(total * scale) / scale;
}
