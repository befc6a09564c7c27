/**
 * Whether a pattern of a field's regList may run on the server. The server tests every submitted
 * value against it, so a pattern that can backtrack catastrophically is a denial of service.
 * Refused: a repeated group holding something of varying length or alternatives ((a+)+, (a?b?)*,
 * (a|aa)*), back-references and lookbehinds, and more than four unbounded repetitions. The values a pattern reads are
 * capped as well (PATTERN_INPUT_LIMIT), which bounds the polynomial cases left.
 */

export const PATTERN_INPUT_LIMIT = 5000;
const MAX_UNBOUNDED = 4;

interface Group {
  /** Holds something matching a varying length: `a+`, `a?`, `a{1,3}`. */
  varies: boolean;
  alternates: boolean;
}

interface Quantifier {
  length: number;
  /** May match more than once: a repeated group then tries every split of the text. */
  repeats: boolean;
  varies: boolean;
  unbounded: boolean;
}

const NONE: Quantifier = { length: 0, repeats: false, varies: false, unbounded: false };

/** The quantifier at `i`, if any (with its lazy `?`). */
function quantifierAt(pattern: string, i: number): Quantifier {
  const char = pattern[i];
  const lazy = (end: number) => (pattern[end] === '?' ? 1 : 0);
  if (char === '*' || char === '+') {
    return { length: 1 + lazy(i + 1), repeats: true, varies: true, unbounded: true };
  }
  if (char === '?')
    return { length: 1 + lazy(i + 1), repeats: false, varies: true, unbounded: false };
  if (char !== '{') return NONE;
  const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
  if (!match) return NONE;
  const low = Number(match[1]);
  const high = match[2] === undefined ? low : match[3] === '' ? Infinity : Number(match[3]);
  const length = match[0].length;
  return {
    length: length + lazy(i + length),
    repeats: high > 1,
    varies: high !== low,
    unbounded: high > 1000,
  };
}

/** The length of a group's opening: `(`, `(?:`, `(?=`, `(?!`, `(?<name>`; 0 when malformed. */
function openingLength(pattern: string, i: number): number {
  if (!pattern.startsWith('(?', i)) return 1;
  if (pattern[i + 2] !== '<') return 3;
  const end = pattern.indexOf('>', i);
  return end < 0 ? 0 : end + 1 - i;
}

/** True when the pattern is free of the shapes above (check that it compiles first). */
export function isSafePattern(pattern: string): boolean {
  const stack: Group[] = [{ varies: false, alternates: false }];
  let unbounded = 0;
  let i = 0;
  // After each atom a quantifier may follow; `closed` is the group the atom closed, if any.
  const quantify = (closed?: Group): boolean => {
    const quantifier = quantifierAt(pattern, i);
    i += quantifier.length;
    if (quantifier.unbounded) unbounded += 1;
    if (quantifier.repeats && closed && (closed.varies || closed.alternates)) return false;
    const top = stack[stack.length - 1];
    if (top) {
      top.varies ||= quantifier.varies || closed?.varies === true;
      // A group inside a repeated group may be the repeated alternative: ((a|aa))+.
      top.alternates ||= closed?.alternates === true;
    }
    return true;
  };
  while (i < pattern.length) {
    const char = pattern[i];
    if (char === '\\') {
      // Back-references, numbered or named, make matching exponential in general.
      if (/[1-9k]/.test(pattern[i + 1] ?? '')) return false;
      i += 2;
      if (!quantify()) return false;
    } else if (char === '[') {
      i += pattern[i + 1] === '^' ? 2 : 1;
      if (pattern[i] === ']') i += 1;
      while (i < pattern.length && pattern[i] !== ']') i += pattern[i] === '\\' ? 2 : 1;
      i += 1;
      if (!quantify()) return false;
    } else if (char === '(') {
      if (pattern.startsWith('(?<=', i) || pattern.startsWith('(?<!', i)) return false;
      const opening = openingLength(pattern, i);
      if (opening === 0) return false;
      stack.push({ varies: false, alternates: false });
      i += opening;
    } else if (char === ')') {
      const closed = stack.pop();
      if (!closed || stack.length === 0) return false;
      i += 1;
      if (!quantify(closed)) return false;
    } else if (char === '|') {
      const top = stack[stack.length - 1];
      if (top) top.alternates = true;
      i += 1;
    } else {
      i += 1;
      if (!quantify()) return false;
    }
  }
  return stack.length === 1 && unbounded <= MAX_UNBOUNDED;
}

/** Whether the source compiles as a JavaScript regular expression (with the `u` flag off). */
export function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}
