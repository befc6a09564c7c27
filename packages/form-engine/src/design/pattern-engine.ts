/** Who runs the patterns of a design's regList: `linearPatterns` (RE2) unless a caller says otherwise. */
export interface PatternEngine {
  /** Whether this engine can run the pattern. */
  compiles(pattern: string): boolean;
  /** A test of texts against the pattern (called only for patterns that compile). */
  tester(pattern: string): (text: string) => boolean;
}
