import type { FastifyBaseLogger } from 'fastify';
import type { UnreadNotices } from '../../kernel/messages/unread-notices';
import type { RealtimeEvent } from '../../kernel/realtime/realtime';
import type { SocketHub } from './socket-hub';

/**
 * Tells this process's sockets their users' new unread notice counts when notices change
 * (docs/reference/messages.md, "Pushes"). Only users with a socket here are counted, all in one
 * query per round and once each however many sockets they have. Changes that arrive while a
 * round is counting join the next round, so a burst costs a few queries, not one per change,
 * and the last round reads the database after the last change.
 */
export function noticePushes(
  hub: SocketHub,
  unreadNotices: UnreadNotices,
  log: FastifyBaseLogger,
): (event: RealtimeEvent) => void {
  let everyone = false;
  const pending = new Set<string>();
  let counting = false;

  async function rounds(): Promise<void> {
    counting = true;
    while (everyone || pending.size > 0) {
      const userIds = everyone ? hub.users() : [...pending].filter((id) => hub.holds(id));
      everyone = false;
      pending.clear();
      if (userIds.length === 0) continue;
      try {
        const counts = await unreadNotices.count(userIds);
        for (const userId of userIds) {
          hub.send([userId], { method: 'messagePush', unreadNoticeCount: counts.get(userId) ?? 0 });
        }
      } catch (error) {
        // Lost like a frame on a dropped connection: the next change or sign-in tells the truth.
        log.error({ err: error }, 'unread notice counts could not be pushed');
      }
    }
    counting = false;
  }

  return (event) => {
    if (event.kind !== 'noticesChanged') return;
    const { audience } = event;
    if ('everyone' in audience) everyone = true;
    else for (const userId of audience.userIds) if (hub.holds(userId)) pending.add(userId);
    if (!counting && (everyone || pending.size > 0)) void rounds();
  };
}
