import { SYSTEM_LOG } from '@mepm/contract/paths';
import type { ShellStore } from './store';

/** Reports one mount sends per minute at most; the server bounds each user again. */
const REPORTS_PER_MINUTE = 5;
const MESSAGE_LIMIT = 1000;
const STACK_LIMIT = 8000;

export interface ClientErrorReport {
  message: string;
  stack?: string;
  url?: string;
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    const message = `${error.name}: ${error.message}`;
    return error.stack ? { message, stack: error.stack } : { message };
  }
  return { message: String(error) };
}

/**
 * The shell's global error handler: an error nobody caught (a render error of the shell's React
 * root, an uncaught exception, an unhandled rejection) is sent to the system log's error tab,
 * when the client setting `errorLog` is on and someone is signed in. A minute sends a few reports
 * at most and never the same message twice, so a render loop does not flood the server.
 * Returns the handler for the React root and a function that stops listening.
 */
export function reportClientErrors(
  store: ShellStore,
  apiBase: string,
  target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'> = window,
): { report: (error: unknown) => void; stop: () => void } {
  let windowStart = 0;
  let sent = 0;
  const seen = new Set<string>();

  const report = (error: unknown) => {
    const { settings, session } = store.getState();
    if (!settings.errorLog || !session.token) return;
    const now = Date.now();
    if (now - windowStart >= 60_000) {
      windowStart = now;
      sent = 0;
      seen.clear();
    }
    const { message, stack } = describe(error);
    if (sent >= REPORTS_PER_MINUTE || seen.has(message)) return;
    sent += 1;
    seen.add(message);
    const body: ClientErrorReport = {
      message: message.slice(0, MESSAGE_LIMIT) || 'Error',
      url: target.location.href.slice(0, 500),
      ...(stack === undefined ? {} : { stack: stack.slice(0, STACK_LIMIT) }),
    };
    // Plain fetch, not the api slice: a refused report must not toast, nor report itself.
    void fetch(`${apiBase}${SYSTEM_LOG.clientError}?n=${now}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  };
  const onError = (event: ErrorEvent) => report(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return {
    report,
    stop: () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
    },
  };
}
