import type { PatternEngine } from './pattern-engine';
import { RE2JS } from 're2js';

/**
 * The regList patterns of designs run with RE2, whose matching time is linear in the text
 * whatever the pattern: a stored design cannot stall the server, nor the browser of whoever fills
 * the form (a backtracking RegExp takes minutes on `a*a*a*a*x` and 500 characters). The browser
 * and the server run the same engine, so they judge a value alike; patterns RE2 cannot run
 * (look-arounds, back-references) are refused when the design is saved.
 */

/** A pattern reads at most this many characters: a longer value fails it. */
export const PATTERN_INPUT_LIMIT = 5000;

const compiled = new Map<string, RE2JS>();
const MAX_COMPILED = 1000;

function compile(pattern: string): RE2JS {
  let found = compiled.get(pattern);
  if (!found) {
    found = RE2JS.compile(pattern);
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    compiled.set(pattern, found);
  }
  return found;
}

export const linearPatterns: PatternEngine = {
  compiles(pattern) {
    try {
      compile(pattern);
      return true;
    } catch {
      return false;
    }
  },
  tester(pattern) {
    const regExp = compile(pattern);
    return (text) => regExp.test(text);
  },
};
