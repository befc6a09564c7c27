import type { PatternEngine } from '@mepm/form-engine';
import { RE2JS } from 're2js';

/**
 * The server runs the regList patterns of stored designs with RE2, whose matching time is linear
 * in the text whatever the pattern: a design the backtracking check let through still cannot
 * stall a request. Patterns RE2 cannot run (look-arounds, back-references) are refused when the
 * design is saved, so the browser and the server judge a value alike.
 */

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
