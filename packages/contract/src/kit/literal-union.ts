import Type from 'typebox';
import type { TLiteral, TUnion } from 'typebox';

/** The literal schemas of a list of values, in its order. */
type LiteralsOf<Values extends readonly string[]> = {
  -readonly [K in keyof Values]: TLiteral<Values[K]>;
};

/**
 * A union of the given string values. Enumerations are declared once as `const` arrays (codes.ts),
 * which the server and the shell read too; their schemas derive from them so that neither can
 * drift from the other.
 */
export function literalUnion<const Values extends readonly string[]>(
  values: Values,
): TUnion<LiteralsOf<Values>> {
  // map() loses the tuple's positions; each element is the literal of the value at its index.
  return Type.Union(values.map((value) => Type.Literal(value))) as unknown as TUnion<
    LiteralsOf<Values>
  >;
}
