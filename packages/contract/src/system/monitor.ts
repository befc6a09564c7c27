import Type from 'typebox';
import { MONITOR_ENDPOINT_ROUTES } from '../routes-system';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { literalUnion } from '../kit/literal-union';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const MONITOR_DATABASE_KINDS = ['postgres', 'embedded'] as const;

/** One reading of the machine, this server process and its database. Bytes and seconds. */
export const MonitorReading = Type.Object({
  /** When it was read, ms since the epoch. */
  time: Type.Integer(),
  cpu: Type.Object({
    /** Busy share of all cores since the previous reading (or over a short sample), 0-100. */
    usage: Type.Number(),
    cores: Type.Integer(),
    model: Type.String(),
  }),
  memory: Type.Object({ total: Type.Integer(), used: Type.Integer() }),
  /** 1, 5 and 15 minutes; zeros on systems without load averages. */
  loadAverage: Type.Array(Type.Number()),
  /** The file system holding the data folder; null when it cannot be read. */
  disk: Nullable(Type.Object({ total: Type.Integer(), free: Type.Integer() })),
  node: Type.Object({
    version: Type.String(),
    heapUsed: Type.Integer(),
    heapTotal: Type.Integer(),
    heapLimit: Type.Integer(),
    rss: Type.Integer(),
    /** Event-loop delay since the previous reading, in milliseconds. */
    eventLoopDelay: Type.Object({ mean: Type.Number(), p99: Type.Number(), max: Type.Number() }),
  }),
  database: Type.Object({
    kind: literalUnion(MONITOR_DATABASE_KINDS),
    version: Type.String(),
    sizeBytes: Type.Integer(),
    /** Backends connected to this database (pg_stat_activity); null on the embedded database. */
    connections: Nullable(Type.Integer()),
    /** This server's pool: open and waiting clients. */
    poolTotal: Type.Integer(),
    poolIdle: Type.Integer(),
    poolWaiting: Type.Integer(),
  }),
  uptime: Type.Object({ system: Type.Number(), process: Type.Number() }),
});
export type MonitorReading = Type.Static<typeof MonitorReading>;

export const MONITOR_ENDPOINTS = {
  read: endpointAt(MONITOR_ENDPOINT_ROUTES.read, 'One reading of machine, process and database', {
    query: TimestampQuery,
    data: MonitorReading,
  }),
};
