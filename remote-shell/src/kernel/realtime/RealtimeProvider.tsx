import { createContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { WEBSOCKET_PATH } from '@mepm/contract/paths';
import { useStore } from 'react-redux';
import { useAppSelector, useShellContext } from '../hooks';
import { sessionEndedByServer } from '../session-end';
import { selectIsMobile } from '../settings';
import { RealtimeSocket, websocketUrl } from './realtime-socket';

export const RealtimeContext = createContext<RealtimeSocket | null>(null);

/**
 * Holds the signed-in shell's socket: opened when the layout mounts with a session, closed when
 * it unmounts (leaving the shell, signing out, or the host unmounting an embedded shell).
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const context = useShellContext();
  const store = useStore();
  const token = useAppSelector((state) => state.session.token);
  const mobileDevice = useAppSelector(selectIsMobile);
  const [socket, setSocket] = useState<RealtimeSocket | null>(null);

  useEffect(() => {
    if (!token) return undefined;
    const created = new RealtimeSocket({
      url: websocketUrl(context.options.apiBase, WEBSOCKET_PATH, window.location.href),
      token,
      mobileDevice,
      scheduler: context.scheduler,
      onSessionEnded: (msg) =>
        sessionEndedByServer(store, context, msg || context.i18n.t('session.ended')),
    });
    created.start();
    setSocket(created);
    return () => {
      created.stop();
      setSocket(null);
    };
    // The device kind is told once per connection; a resize does not reconnect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, context, store]);

  return <RealtimeContext.Provider value={socket}>{children}</RealtimeContext.Provider>;
}
