/** PostgreSQL keeps at most this many characters of a name. */
export const NAME_MAX = 63;

/**
 * A form key or code as a column or table name: words split where a lower-case letter or digit
 * meets a capital (`orderNo` → `order_no`, `HTMLName` → `html_name`), anything but a letter or a
 * digit becomes `_`, lower-case, cut to what the database keeps.
 */
export function snakeCase(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .toLowerCase()
    .slice(0, NAME_MAX);
}
