import { useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { RealtimeContext } from './RealtimeProvider';
import type { FrameOf, RealtimeSocket, RealtimeStatus, ServerMethod } from './realtime-socket';

/** The shell's socket, or null outside the signed-in layout. */
export function useRealtime(): RealtimeSocket | null {
  return useContext(RealtimeContext);
}

/** Calls `listener` with every frame of `method` while mounted; the latest listener is used. */
export function useRealtimeFrame<M extends ServerMethod>(
  method: M,
  listener: (frame: FrameOf<M>) => void,
): void {
  const socket = useRealtime();
  const latestListener = useRef(listener);
  latestListener.current = listener;
  useEffect(() => socket?.on(method, (frame) => latestListener.current(frame)), [socket, method]);
}

/** The last frame of `method` received (e.g. initMessage's counts), re-rendering on each new one. */
export function useLatestFrame<M extends ServerMethod>(method: M): FrameOf<M> | undefined {
  const socket = useRealtime();
  return useSyncExternalStore(
    (notify) => socket?.on(method, notify) ?? (() => undefined),
    () => socket?.latest(method),
  );
}

/** Whether the socket is signed in, waiting to reconnect, …; 'stopped' without one. */
export function useRealtimeStatus(): RealtimeStatus {
  const socket = useRealtime();
  return useSyncExternalStore(
    (notify) => socket?.onStatus(notify) ?? (() => undefined),
    () => socket?.getStatus() ?? 'stopped',
  );
}
