import Type from 'typebox';
import { TimestampQuery } from '../kit/envelope';
import { Nothing } from '../kit/common';
import { endpointAt } from '../kit/endpoint';
import { KeywordPageQuery } from '../kit/keyword-query';
import { PagedList } from '../kit/paging';
import { TimeRangeQuery } from '../kit/time-range';
import { LOG_ENDPOINT_ROUTES } from '../routes-system';

/** Every log list: paged, a keyword, and a time range in milliseconds since the epoch (inclusive). */
export const LogQuery = KeywordPageQuery(TimeRangeQuery);
export type LogQuery = Type.Static<typeof LogQuery>;

/** A sign-in attempt; keyword over account, IP and browser text. */
export const SignInLog = Type.Object({
  id: Type.String(),
  /** Milliseconds since the epoch. */
  loginTime: Type.Integer(),
  /** The account or mobile as typed. */
  account: Type.String(),
  /** The user's name when the login named one. */
  userName: Type.String(),
  success: Type.Boolean(),
  /** Why it was refused, in the caller's language; empty on success. */
  failure: Type.String(),
  ip: Type.String(),
  ipAddressName: Type.String(),
  /** `account`, `mobile` or `scan`. */
  loginType: Type.String(),
  browser: Type.String(),
  os: Type.String(),
  userAgent: Type.String(),
});
export type SignInLog = Type.Static<typeof SignInLog>;
export const SignInLogPage = PagedList(SignInLog);
export type SignInLogPage = Type.Static<typeof SignInLogPage>;

/** A write through the API; keyword over account, path and menu code. */
export const OperationLog = Type.Object({
  id: Type.String(),
  time: Type.Integer(),
  userId: Type.String(),
  account: Type.String(),
  /** The menu code of the page whose grant guarded the route; empty when none did. */
  menuCode: Type.String(),
  method: Type.String(),
  path: Type.String(),
  /** The HTTP status answered. */
  status: Type.Integer(),
  durationMs: Type.Integer(),
  ip: Type.String(),
});
export type OperationLog = Type.Static<typeof OperationLog>;
export const OperationLogPage = PagedList(OperationLog);
export type OperationLogPage = Type.Static<typeof OperationLogPage>;
/** One operation with its request body (secrets replaced by `******`, cut at 4,096 characters). */
export const OperationLogDetail = Type.Object({ ...OperationLog.properties, body: Type.String() });
export type OperationLogDetail = Type.Static<typeof OperationLogDetail>;

/** A server failure or an error the shell reported; keyword over message, trace id, account, path. */
export const ErrorLog = Type.Object({
  id: Type.String(),
  time: Type.Integer(),
  /** `server` or `client`. */
  source: Type.String(),
  traceId: Type.String(),
  userId: Type.String(),
  account: Type.String(),
  method: Type.String(),
  path: Type.String(),
  message: Type.String(),
  ip: Type.String(),
});
export type ErrorLog = Type.Static<typeof ErrorLog>;
export const ErrorLogPage = PagedList(ErrorLog);
export type ErrorLogPage = Type.Static<typeof ErrorLogPage>;
export const ErrorLogDetail = Type.Object({
  ...ErrorLog.properties,
  stack: Type.String(),
  userAgent: Type.String(),
});
export type ErrorLogDetail = Type.Static<typeof ErrorLogDetail>;

export const LogIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export type LogIdParams = Type.Static<typeof LogIdParams>;

export const LogCategory = Type.Union([Type.Literal(1), Type.Literal(3), Type.Literal(4)]);
export type LogCategory = Type.Static<typeof LogCategory>;

/** DELETE /api/system/Log: the chosen rows of one category. */
export const RemoveLogsBody = Type.Object({
  category: LogCategory,
  ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 1000 }),
});
export type RemoveLogsBody = Type.Static<typeof RemoveLogsBody>;

/** DELETE .../Actions/Clear: rows of one category older than `keepDays` days (0: all of them). */
export const ClearLogsBody = Type.Object({
  category: LogCategory,
  // One literal per value of LOG_KEEP_DAYS (a mapped array would lose the literal types).
  keepDays: Type.Union([Type.Literal(0), Type.Literal(7), Type.Literal(30), Type.Literal(90)]),
});
export type ClearLogsBody = Type.Static<typeof ClearLogsBody>;
export const RemovedCount = Type.Object({ removed: Type.Integer() });
export type RemovedCount = Type.Static<typeof RemovedCount>;

/** POST .../ClientError: an error the shell's global handler caught, bounded in size. */
export const ClientErrorBody = Type.Object({
  message: Type.String({ minLength: 1, maxLength: 1000 }),
  stack: Type.Optional(Type.String({ maxLength: 8000 })),
  /** The page address the error happened on. */
  url: Type.Optional(Type.String({ maxLength: 500 })),
});
export type ClientErrorBody = Type.Static<typeof ClientErrorBody>;

/** The system log page: sign-ins, operations and errors. */
export const LOG_ENDPOINTS = {
  signIns: endpointAt(LOG_ENDPOINT_ROUTES.signIns, 'Sign-in attempts, newest first, paged', {
    query: LogQuery,
    data: SignInLogPage,
  }),
  operations: endpointAt(LOG_ENDPOINT_ROUTES.operations, 'Writes through the API, newest first', {
    query: LogQuery,
    data: OperationLogPage,
  }),
  operation: endpointAt(LOG_ENDPOINT_ROUTES.operation, 'One operation with its redacted body', {
    params: LogIdParams,
    query: TimestampQuery,
    data: OperationLogDetail,
  }),
  errors: endpointAt(
    LOG_ENDPOINT_ROUTES.errors,
    'Server failures and client errors, newest first',
    {
      query: LogQuery,
      data: ErrorLogPage,
    },
  ),
  error: endpointAt(LOG_ENDPOINT_ROUTES.error, 'One error with its stack', {
    params: LogIdParams,
    query: TimestampQuery,
    data: ErrorLogDetail,
  }),
  remove: endpointAt(LOG_ENDPOINT_ROUTES.remove, 'Delete chosen rows (administrators only)', {
    query: TimestampQuery,
    body: RemoveLogsBody,
    data: RemovedCount,
  }),
  clear: endpointAt(
    LOG_ENDPOINT_ROUTES.clear,
    'Delete rows older than a period (administrators only)',
    { query: TimestampQuery, body: ClearLogsBody, data: RemovedCount },
  ),
  clientError: endpointAt(
    LOG_ENDPOINT_ROUTES.clientError,
    'Record an error of the shell (any signed-in user; rate-limited, size-bounded)',
    { query: TimestampQuery, body: ClientErrorBody, data: Nothing },
  ),
};
