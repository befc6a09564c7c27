export { RealtimeProvider } from './RealtimeProvider';
export { useLatestFrame, useRealtime, useRealtimeFrame, useRealtimeStatus } from './use-realtime';
export type { FrameOf, OutgoingFrame, RealtimeSocket, RealtimeStatus } from './realtime-socket';
