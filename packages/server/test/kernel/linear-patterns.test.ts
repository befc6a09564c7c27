import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FormDesign } from '@mepm/contract';
import { checkFormDesign, validateSubmission } from '@mepm/form-engine';
import { linearPatterns } from '../../src/kernel/forms/linear-patterns';

function designWithPattern(pattern: string): unknown {
  return {
    formConf: {},
    fields: [
      {
        __config__: { wyzxKey: 'input', label: '编号', formId: 1, regList: [{ pattern }] },
        __vModel__: 'code',
      },
    ],
  };
}

describe('regList patterns on the server', () => {
  it('judges values like the browser does for the patterns both run', () => {
    const checked = checkFormDesign(designWithPattern('^[A-Z]{2}-\\d{4}$'), {
      patterns: linearPatterns,
    });
    assert.ok(checked.ok);
    const context = { language: 'zh', mode: 'create', patterns: linearPatterns } as const;
    assert.equal(validateSubmission(checked.design, { code: 'AB-1234' }, context).ok, true);
    const refused = validateSubmission(checked.design, { code: 'ab-1234' }, context);
    assert.equal(refused.ok, false);
  });

  it('refuses a pattern RE2 cannot run, which the browser alone would take', () => {
    const lookahead = '^(?=.*\\d)\\w+$';
    assert.equal(checkFormDesign(designWithPattern(lookahead)).ok, true);
    assert.equal(
      checkFormDesign(designWithPattern(lookahead), { patterns: linearPatterns }).ok,
      false,
    );
  });

  // A backtracking engine would not finish: the timeout turns that into a failure.
  it(
    'matches in linear time a pattern that backtracks polynomially in a browser',
    { timeout: 10_000 },
    () => {
      // Four unbounded repeats of overlapping classes pass the shape check; RegExp would need
      // about n⁴ steps on a long run of the letter without the final one.
      const design = {
        formConf: {},
        fields: [
          {
            __config__: {
              wyzxKey: 'input',
              label: '说明',
              formId: 1,
              regList: [{ pattern: 'a*a*a*a*b' }],
            },
            __vModel__: 'note',
            maxlength: 5000,
          },
        ],
      } as unknown as FormDesign;
      const started = process.hrtime.bigint();
      const result = validateSubmission(
        design,
        { note: 'a'.repeat(4999) },
        { language: 'en', mode: 'create', patterns: linearPatterns },
      );
      const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
      assert.equal(result.ok, false);
      assert.ok(elapsedMs < 1000, `took ${elapsedMs} ms`);
    },
  );
});
