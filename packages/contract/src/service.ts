import Type from 'typebox';
import { Envelope } from './envelope';

/** GET /health: answers without touching the database, so it works during start-up too. */
export const HealthResult = Type.Object({
  status: Type.Literal('ok'),
  /** Which database the server uses, for the about dialog and for operators. */
  database: Type.String(),
  uptimeSeconds: Type.Number(),
});
export type HealthResult = Type.Static<typeof HealthResult>;
export const HealthResponse = Envelope(HealthResult);
