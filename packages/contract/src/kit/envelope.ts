import Type from 'typebox';
import type { TSchema } from 'typebox';

/** Every response is `{code, msg, data}` (docs/reference/api.md, Envelope). */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Integer(), msg: Type.String(), data });
}

export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Null(),
  /** On a 500: the id the error log keeps the failure under, for the caller to quote. */
  traceId: Type.Optional(Type.String()),
});
export type ErrorEnvelope = Type.Static<typeof ErrorEnvelope>;

/** The `n` timestamp the shell appends to every URL: accepted and ignored. */
export const TimestampQuery = Type.Object({ n: Type.Optional(Type.String()) });
