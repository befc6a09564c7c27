import Type from 'typebox';
import type { TLiteral, TUnion } from 'typebox';

/** A union of the given number values, in their order (the numeric twin of literalUnion). */
export function numberUnion<const Values extends readonly number[]>(values: Values) {
  // map() loses the tuple's positions; each element is the literal of the value at its index.
  return Type.Union(values.map((value) => Type.Literal(value))) as unknown as TUnion<{
    -readonly [K in keyof Values]: TLiteral<Values[K]>;
  }>;
}
