import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { findNul } from '../../src/plugins/input-guard/find-nul';

/** Strings that often hold U+0000, keys included. */
const text = fc.oneof(
  fc.string(),
  fc.constantFrom('\0', 'a\0', '\0b'),
  fc.string({ unit: 'binary' }),
);
const value = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(text, tie('json'), { maxKeys: 4 }),
  ),
})).json;

describe('findNul', () => {
  it('finds U+0000 exactly when a string or key of the value holds one', () => {
    fc.assert(
      fc.property(value, (v) => {
        const holds = JSON.stringify(v).includes('\\u0000');
        assert.equal(findNul(v) !== undefined, holds);
      }),
      { numRuns: 2000 },
    );
  });

  it('names the path to the string, and the container of a key', () => {
    assert.deepEqual(findNul({ a: [{ b: 'ok' }, { c: 'x\0' }] }), ['a', '1', 'c']);
    assert.deepEqual(findNul({ a: { 'k\0': 1 } }), ['a']);
    assert.deepEqual(findNul('\0'), []);
    assert.equal(findNul({ a: ['ok', 1, null] }), undefined);
  });

  it('walks a body nested 100,000 deep without running out of stack', () => {
    let deep: unknown = 'x\0';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    assert.equal(findNul(deep)?.length, 100_000);
  });
});
