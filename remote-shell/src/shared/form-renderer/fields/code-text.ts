/** What a QR code or barcode field encodes, as the design says where the text comes from. */
export function codeTextOf(
  field: { dataType: 'static' | 'relation'; staticText?: string },
  /** For `relation`, the renderer passes the value of the field named `relationField`. */
  value: unknown,
): string {
  if (field.dataType === 'static') return field.staticText ?? '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string').join(',') : '';
}

/** The libraries take hex colours only; the design may also hold rgb(): those fall back. */
export function hexColour(colour: string | undefined, fallback: string): string {
  return colour !== undefined && /^#[0-9A-Fa-f]{3,8}$/.test(colour) ? colour : fallback;
}
