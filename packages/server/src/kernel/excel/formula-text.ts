/**
 * Text a spreadsheet could take for a formula (CSV injection, OWASP): it starts with `=`, `+`,
 * `-` or `@`, or with a tab or carriage return that some programs skip before reading a formula.
 * A record's text comes from whoever typed it, so an export never lets such text become one.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const isFormulaLike = (text: string): boolean => FORMULA_START.test(text);
