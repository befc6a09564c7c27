import type { Static, TSchema } from 'typebox';

/** What the `data` of an envelope schema holds: what a route's service answers. */
export type EnvelopeData<Response extends TSchema> =
  Static<Response> extends { data: infer Data } ? Data : never;
