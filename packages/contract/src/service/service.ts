import Type from 'typebox';
import { Envelope } from '../kit/envelope';
import { SERVICE } from '../paths';
import { TimestampQuery } from '../kit/envelope';
import { endpoint } from '../kit/endpoint';

/**
 * GET /health: answers without touching the database, so it works during start-up too. It says
 * nothing else: anyone may ask, and the server's details are for administrators (ServerDetails).
 */
export const HealthResult = Type.Object({
  status: Type.Literal('ok'),
});
export type HealthResult = Type.Static<typeof HealthResult>;
export const HealthResponse = Envelope(HealthResult);

/** GET /api/system/About, administrators only: what the about dialog shows them. */
export const ServerDetails = Type.Object({
  /** Which database the server uses and its version (and, embedded, its data folder). */
  database: Type.String(),
  uptimeSeconds: Type.Number(),
});
export type ServerDetails = Type.Static<typeof ServerDetails>;
export const ServerDetailsResponse = Envelope(ServerDetails);

export const SERVICE_ENDPOINTS = {
  health: endpoint('GET', SERVICE.health, 'Whether the server answers', { data: HealthResult }),
  about: endpoint('GET', SERVICE.about, "The server's database and uptime (administrators)", {
    query: TimestampQuery,
    data: ServerDetails,
  }),
};
