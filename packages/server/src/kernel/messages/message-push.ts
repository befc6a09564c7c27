import type { Realtime } from '../realtime/realtime';
import type { PushAudience } from './push-audience';

export type { PushAudience };

/**
 * The port through which message writes reach open sockets. The message module calls it after a
 * change commits; it travels on the realtime channel (through Redis across server processes), and
 * each process's socket hub counts the affected users it holds and sends each of their sockets
 * `messagePush {unreadNoticeCount}` (docs/reference/messages.md, "Pushes").
 */

export interface MessagePush {
  /**
   * Tell these users' open sockets that their unread count changed. Called after the commit,
   * never awaited by the request: an implementation reports its own failures and never throws.
   */
  unreadChanged(audience: PushAudience): void;
}

/** Pushes over the realtime channel: every server process hears it and tells its own sockets. */
export function realtimeMessagePush(realtime: Realtime): MessagePush {
  return {
    unreadChanged: (audience) => {
      if ('userIds' in audience && audience.userIds.length === 0) return;
      realtime.noticesChanged(audience);
    },
  };
}
