/** The abbreviation units k to E, largest first. */
const UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** Fixed decimals without the zeros that carry no information: '1.50' → '1.5', '2.00' → '2'. */
function toTrimmedFixed(value: number, digits: number): string {
  return value.toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
}

/**
 * Abbreviates a number with k, M, G, T, P or E and at most `digits` decimals: 1234 → '1.2k'.
 * A value that rounds up to the next unit moves to it (999 950 → '1M', not '1000k'). Numbers
 * under 1000 keep their unit-less form, rounded the same way; non-finite numbers give ''.
 */
export function abbreviateNumber(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return '';
  const places = Math.min(20, Math.max(0, Math.trunc(digits)));
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  for (const [index, unit] of UNITS.entries()) {
    if (magnitude < unit.value) continue;
    const scaled = Number((magnitude / unit.value).toFixed(places));
    const larger = UNITS[index - 1];
    if (scaled >= 1000 && larger) {
      return `${sign}${toTrimmedFixed(magnitude / larger.value, places)}${larger.symbol}`;
    }
    return `${sign}${toTrimmedFixed(scaled, places)}${unit.symbol}`;
  }
  const rounded = Number(magnitude.toFixed(places));
  if (rounded >= 1000) return `${sign}1k`;
  return `${sign}${toTrimmedFixed(rounded, places)}`;
}
