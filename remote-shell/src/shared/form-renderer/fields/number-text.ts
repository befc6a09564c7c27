import { roundTo } from '@mepm/form-engine';

/** Text ↔ number for the number and amount inputs. */

/** What may stand in the box while typing: a sign, digits, one decimal point. */
const PARTIAL_NUMBER = /^-?\d*\.?\d*$/;

/** The number a typed text means: null for nothing, undefined for a text that is not one yet. */
export function parseNumberText(text: string): number | null | undefined {
  const trimmed = text.replace(/,/g, '').trim();
  if (trimmed === '') return null;
  if (!PARTIAL_NUMBER.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** Rounded to `precision` decimals (when given) and kept within min and max. */
export function settleNumber(
  value: number,
  limits: { min?: number; max?: number; precision?: number },
): number {
  let settled = value;
  if (limits.min !== undefined) settled = Math.max(limits.min, settled);
  if (limits.max !== undefined) settled = Math.min(limits.max, settled);
  // The engine's rounding, which the server's calculations use too (1.005 → 1.01, not 1.00).
  if (limits.precision !== undefined) settled = roundTo(settled, limits.precision);
  return settled;
}

/** The shown text: fixed decimals when a precision is set, thousands separated when asked. */
export function formatNumber(
  value: unknown,
  options: { precision?: number; thousands?: boolean },
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const fixed = options.precision === undefined ? String(value) : value.toFixed(options.precision);
  if (!options.thousands) return fixed;
  const [whole = '', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
