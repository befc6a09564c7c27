import { describe, expect, it } from '@jest/globals';
import type { FormDesign } from '@mepm/contract';
import { validateSubmission } from '../submission/validate-submission';
import { checkFormDesign } from './check-design';
import { linearPatterns } from './linear-patterns';
import type { PatternEngine } from './pattern-engine';

function designWithPattern(pattern: string): unknown {
  return {
    formConf: {},
    fields: [
      {
        __config__: { wyzxKey: 'input', label: '编号', formId: 1, regList: [{ pattern }] },
        __vModel__: 'code',
        maxlength: 5000,
      },
    ],
  };
}

/** What a browser's own RegExp would accept, to show what the linear engine refuses. */
const backtracking: PatternEngine = {
  compiles(pattern) {
    try {
      new RegExp(pattern);
      return true;
    } catch {
      return false;
    }
  },
  tester: (pattern) => (text) => new RegExp(pattern).test(text),
};

describe('regList patterns', () => {
  it('judge values by the pattern', () => {
    const checked = checkFormDesign(designWithPattern('^[A-Z]{2}-\\d{4}$'));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const context = { language: 'zh', mode: 'create' } as const;
    expect(validateSubmission(checked.design, { code: 'AB-1234' }, context).ok).toBe(true);
    expect(validateSubmission(checked.design, { code: 'ab-1234' }, context).ok).toBe(false);
  });

  it('refuse a pattern RE2 cannot run, which a backtracking engine would take', () => {
    const lookahead = '^(?=.*\\d)\\w+$';
    expect(checkFormDesign(designWithPattern(lookahead), { patterns: backtracking }).ok).toBe(true);
    expect(checkFormDesign(designWithPattern(lookahead)).ok).toBe(false);
  });

  // A backtracking engine would need about n⁴ steps here (minutes at 500 characters): the
  // test's time limit turns that into a failure.
  it('match in linear time a pattern that backtracks polynomially', () => {
    const design = designWithPattern('a*a*a*a*b') as FormDesign;
    const result = validateSubmission(
      design,
      { code: 'a'.repeat(4999) },
      { language: 'en', mode: 'create', patterns: linearPatterns },
    );
    expect(result.ok).toBe(false);
  }, 10_000);
});
