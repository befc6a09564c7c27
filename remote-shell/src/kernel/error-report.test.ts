import { SYSTEM_LOG } from '@mepm/contract/paths';
import { initialSessionState } from './session-slice';
import { createShellStore } from './store';
import type { ShellContext } from './shell-context';
import { reportClientErrors } from './error-report';
import { settingChanged } from './settings/settings-slice';

function storeWith(errorLog: boolean, token: string | null) {
  const store = createShellStore({} as ShellContext, {
    session: { ...initialSessionState, token },
  });
  store.dispatch(settingChanged('errorLog', errorLog));
  return store;
}

describe('reportClientErrors', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn(() => Promise.resolve(new Response('{}')));
    globalThis.fetch = fetchMock;
  });

  it('sends an uncaught error with its stack when the errorLog setting is on', () => {
    const { report, stop } = reportClientErrors(storeWith(true, 'tok'), '/base');
    report(new TypeError('x is undefined'));
    stop();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url.startsWith(`/base${SYSTEM_LOG.clientError}?n=`)).toBe(true);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');
    const body = JSON.parse(String(init.body)) as { message: string; stack: string };
    expect(body.message).toBe('TypeError: x is undefined');
    expect(body.stack).toContain('x is undefined');
  });

  it('sends nothing with the setting off or nobody signed in', () => {
    for (const store of [storeWith(false, 'tok'), storeWith(true, null)]) {
      const { report, stop } = reportClientErrors(store, '');
      report(new Error('quiet'));
      stop();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('listens to window errors and sends a few different messages a minute at most', () => {
    // A window of its own: jsdom reports an error event nobody listens to as a test failure.
    const target = Object.assign(new EventTarget(), { location: window.location });
    const { stop } = reportClientErrors(storeWith(true, 'tok'), '', target);
    for (let i = 0; i < 20; i++) {
      target.dispatchEvent(new ErrorEvent('error', { error: new Error(`e${i % 8}`) }));
      target.dispatchEvent(new ErrorEvent('error', { error: new Error('e0') }));
    }
    stop();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('after stop') }));
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });
});
