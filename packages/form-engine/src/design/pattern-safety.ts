/**
 * Whether a pattern of a field's regList may run on the server. The server tests every submitted
 * value against it, so a pattern that can backtrack catastrophically is a denial of service.
 * Refused: a repeated group that itself repeats or alternates ((a+)+, (a|aa)*), back-references
 * and lookbehinds, and more than a few unbounded repetitions. The values a pattern reads are
 * capped as well (PATTERN_INPUT_LIMIT), which bounds the polynomial cases left.
 */

export const PATTERN_INPUT_LIMIT = 5000;
const MAX_UNBOUNDED = 4;

interface Group {
  repeats: boolean;
  alternates: boolean;
}

/** The length of a quantifier at `i` (0 when none) and whether it repeats more than once. */
function quantifierAt(
  pattern: string,
  i: number,
): { length: number; repeats: boolean; unbounded: boolean } {
  const char = pattern[i];
  const lazy = (end: number) => (pattern[end] === '?' ? 1 : 0);
  if (char === '*' || char === '+')
    return { length: 1 + lazy(i + 1), repeats: true, unbounded: true };
  if (char === '?') return { length: 1 + lazy(i + 1), repeats: false, unbounded: false };
  if (char !== '{') return { length: 0, repeats: false, unbounded: false };
  const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
  if (!match) return { length: 0, repeats: false, unbounded: false };
  const low = Number(match[1]);
  const high = match[2] === undefined ? low : match[3] === '' ? Infinity : Number(match[3]);
  const length = match[0].length;
  return {
    length: length + lazy(i + length),
    repeats: high > 1,
    unbounded: high > 1000 || high === Infinity,
  };
}

/** True when the pattern compiles and is free of the shapes above. */
export function isSafePattern(pattern: string): boolean {
  const stack: Group[] = [{ repeats: false, alternates: false }];
  let unbounded = 0;
  let i = 0;
  // After each atom, a quantifier may follow; `closed` is the group an atom closed, if any.
  const quantify = (closed?: Group): boolean => {
    const quantifier = quantifierAt(pattern, i);
    i += quantifier.length;
    if (quantifier.unbounded) unbounded += 1;
    if (quantifier.repeats && closed && (closed.repeats || closed.alternates)) return false;
    const top = stack[stack.length - 1];
    if (top) {
      top.repeats ||= quantifier.repeats || closed?.repeats === true;
      // A group inside a repeated group may be the repeated alternative: ((a|aa))+.
      top.alternates ||= closed?.alternates === true;
    }
    return true;
  };
  while (i < pattern.length) {
    const char = pattern[i];
    if (char === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9k]/.test(next)) return false;
      i += 2;
      if (!quantify()) return false;
    } else if (char === '[') {
      i += 1;
      if (pattern[i] === '^') i += 1;
      if (pattern[i] === ']') i += 1;
      while (i < pattern.length && pattern[i] !== ']') i += pattern[i] === '\\' ? 2 : 1;
      i += 1;
      if (!quantify()) return false;
    } else if (char === '(') {
      if (pattern.startsWith('(?<=', i) || pattern.startsWith('(?<!', i)) return false;
      stack.push({ repeats: false, alternates: false });
      i += pattern.startsWith('(?', i)
        ? pattern[i + 2] === '<'
          ? pattern.indexOf('>', i) + 1 - i
          : 3
        : 1;
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
