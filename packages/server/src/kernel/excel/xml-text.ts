/**
 * Text as it may stand in an XML part of a workbook. XML 1.0 admits no control characters but
 * tab, line feed and carriage return, nor lone surrogates: a record may hold any of them, and one
 * such character would make Excel call the whole file corrupt, so they are dropped.
 */
const NOT_XML_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  // A raw carriage return would be read back as a line feed (XML's end-of-line handling).
  '\r': '&#13;',
};

/** Anything the slow path below would change; most cells hold none of it. */
// Control characters are exactly what this must find: XML 1.0 forbids them in a workbook.
// eslint-disable-next-line no-control-regex
const NEEDS_WORK = /[&<>"\r\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** Text escaped for an element's content or an attribute's value in double quotes. */
export function xmlText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(NOT_XML_CHAR, '').replace(/[&<>"\r]/g, (c) => ESCAPES[c] ?? c);
}

/** `A`, `B`, … `Z`, `AA`: the letters of a zero-based column index. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** The zero-based column index of a cell reference such as `AB12`, or undefined. */
export function columnIndexOf(reference: string): number | undefined {
  const match = /^([A-Z]{1,3})\d*$/i.exec(reference);
  if (!match?.[1]) return undefined;
  let index = 0;
  for (const letter of match[1].toUpperCase()) index = index * 26 + letter.charCodeAt(0) - 64;
  return index - 1;
}
