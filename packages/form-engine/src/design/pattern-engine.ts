/**
 * Who runs the patterns of a design's regList. The browser runs them with its own RegExp (the
 * design check refuses shapes that backtrack badly); the server passes an engine that matches in
 * linear time whatever the pattern, so that a stored design cannot stall it.
 */
export interface PatternEngine {
  /** Whether this engine can run the pattern. */
  compiles(pattern: string): boolean;
  /** A test of texts against the pattern (called only for patterns that compile). */
  tester(pattern: string): (text: string) => boolean;
}

// Patterns of stored designs, compiled once each.
const compiled = new Map<string, RegExp>();

export const nativePatterns: PatternEngine = {
  compiles(pattern) {
    try {
      new RegExp(pattern);
      return true;
    } catch {
      return false;
    }
  },
  tester(pattern) {
    let regExp = compiled.get(pattern);
    if (!regExp) {
      regExp = new RegExp(pattern);
      if (compiled.size > 1000) compiled.clear();
      compiled.set(pattern, regExp);
    }
    const found = regExp;
    return (text) => found.test(text);
  },
};
