import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Type from 'typebox';
import Value from 'typebox/value';
import { literalUnion } from '@mepm/contract';

const SIZES = ['small', 'large'] as const;
const Size = literalUnion(SIZES);

describe('contract literalUnion', () => {
  it('accepts exactly the listed values', () => {
    for (const size of SIZES) assert.equal(Value.Check(Size, size), true, size);
    assert.equal(Value.Check(Size, 'medium'), false);
    assert.equal(Value.Check(Size, 1), false);
  });

  it('spells the union as its literals, in the order listed', () => {
    assert.deepEqual(Size, Type.Union([Type.Literal('small'), Type.Literal('large')]));
    // The static type is the union of the values, so an unlisted one would not compile.
    const picked: Type.Static<typeof Size> = 'large';
    assert.equal(picked, 'large');
  });
});
