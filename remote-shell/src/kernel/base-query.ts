import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { Code, isSessionEnded } from '@mepm/contract/codes';
import { OAUTH } from '@mepm/contract/paths';
import { acceptLanguage } from './i18n/language';
import { dialogOpened, toastShown } from './notice-slice';
import { sessionEndedByServer } from './session-end';
import type { SessionState } from './session-slice';
import type { ShellContext } from './shell-context';

/**
 * A failed call: the envelope's code (401 for a bare HTTP 401, null when no answer came: the
 * server was not reached or the browser cut the request short) and the text shown.
 */
export interface ShellError {
  code: number | null;
  msg: string;
}

/** Whether a rejected call carries the server's refusal (what `unwrap()` throws on failure). */
export function isShellError(value: unknown): value is ShellError {
  return typeof value === 'object' && value !== null && 'code' in value && 'msg' in value;
}

interface Envelope {
  code: number;
  msg?: unknown;
  message?: unknown;
  data?: unknown;
}

function asEnvelope(value: unknown): Envelope | null {
  return typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'code') === 'number'
    ? (value as Envelope)
    : null;
}

/** A 401 without our envelope (a gateway in front of the server) still refuses the token. */
function bareUnauthorized(error: FetchBaseQueryError | undefined): number | null {
  if (!error) return null;
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  return status === Code.unauthorized ? Code.unauthorized : null;
}

/** The id a server failure is logged under (a 500's envelope carries it), for people to quote. */
function traceIdOf(envelope: Envelope | null): string | null {
  const traceId: unknown = envelope === null ? undefined : Reflect.get(envelope, 'traceId');
  return typeof traceId === 'string' && /^[0-9a-f]{1,64}$/.test(traceId) ? traceId : null;
}

function messageOf(envelope: Envelope | null): string | null {
  if (!envelope) return null;
  if (typeof envelope.msg === 'string' && envelope.msg) return envelope.msg;
  if (typeof envelope.message === 'string' && envelope.message) return envelope.message;
  return null;
}

/** Login and unlock answer session codes for a wrong password: those never end the session. */
function isSessionCall(url: string): boolean {
  const path = url.split('?')[0];
  return path === OAUTH.login || path === OAUTH.lockScreen;
}

function contextOf(api: BaseQueryApi): ShellContext {
  // The store is always built with the mount's ShellContext as the thunk extra argument (store.ts).
  return api.extra as ShellContext;
}

const fetchers = new WeakMap<ShellContext, ReturnType<typeof fetchBaseQuery>>();

function fetcherFor(context: ShellContext): ReturnType<typeof fetchBaseQuery> {
  let fetcher = fetchers.get(context);
  if (!fetcher) {
    fetcher = fetchBaseQuery({
      baseUrl: context.options.apiBase,
      prepareHeaders(headers, { getState }) {
        const { token } = (getState() as { session: SessionState }).session;
        if (token) headers.set('Authorization', `Bearer ${token}`);
        headers.set('Accept-Language', acceptLanguage(context.i18n.language));
        return headers;
      },
    });
    fetchers.set(context, fetcher);
  }
  return fetcher;
}

/** A timestamp `n` on every URL, so that no cache answers for the server. */
function withTimestamp(args: string | FetchArgs): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  return { ...request, params: { ...request.params, n: Date.now() } };
}

function report(error: ShellError, url: string, api: BaseQueryApi, context: ShellContext): void {
  if (error.code === Code.dialog) {
    api.dispatch(dialogOpened(error.msg));
    return;
  }
  if (error.code !== null && isSessionEnded(error.code) && !isSessionCall(url)) {
    sessionEndedByServer(api, context, error.msg);
    return;
  }
  api.dispatch(toastShown({ kind: 'error', text: error.msg }));
}

/**
 * The one base query: unwraps `{code, msg, data}` so endpoints see `data`, and turns every
 * failure into what docs/reference/shell.md describes before the call fails with a ShellError.
 */
/** Per endpoint: `quiet` fails without telling the user, for reads the page can do without. */
export interface ShellQueryOptions {
  quiet?: boolean;
}

export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ShellError,
  ShellQueryOptions
> = async (args, api, extraOptions) => {
  const context = contextOf(api);
  const request = withTimestamp(args);
  const result = await fetcherFor(context)(request, api, extraOptions ?? {});
  const envelope = asEnvelope(result.error ? result.error.data : result.data);
  if (envelope?.code === Code.ok) return { data: envelope.data ?? null };

  const msg = messageOf(envelope) ?? context.i18n.t('request.defaultError');
  const traceId = traceIdOf(envelope);
  const error: ShellError = {
    code: envelope?.code ?? bareUnauthorized(result.error),
    msg: traceId === null ? msg : context.i18n.t('request.withTrace', { msg, traceId }),
  };
  // A call cancelled because its page or the whole mount went away needs no toast.
  if (!api.signal.aborted && !extraOptions?.quiet) report(error, request.url, api, context);
  return { error };
};
