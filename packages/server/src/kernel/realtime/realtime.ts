import type { ServerFrame } from '@mepm/contract';
import type { MessageKey } from '../i18n/catalog';
import type { PushAudience } from '../messages/push-audience';
import type { PresenceRegistry } from './presence-registry';

/** What one server process tells every other (and itself) about the people connected. */
export type RealtimeEvent =
  | { kind: 'deliver'; userIds: readonly string[]; frame: ServerFrame }
  | {
      kind: 'endSessions';
      userId: string;
      /** Why, as a message key: each socket is told in its own language. */
      reason: MessageKey;
      /** Only this session ended (a sign-out); absent: every session of the user… */
      sessionId?: string;
      /** …but this one (the session that changed its own password goes on). */
      exceptSessionId?: string;
    }
  /** These users' unread notice counts changed: each process counts those it has sockets for. */
  | { kind: 'noticesChanged'; audience: PushAudience }
  /** These users came online (a first socket anywhere) or went offline (none anywhere). */
  | { kind: 'presence'; online: readonly string[]; offline: readonly string[] };

/** Which of a user's sessions ended: one, all but one, or (neither given) all. */
export interface EndedSessions {
  sessionId?: string;
  exceptSessionId?: string;
}

/**
 * The platform's real-time channel: frames for users' sockets and the ends of their sessions,
 * reaching every server process (through Redis when there are several). Modules call it after
 * their writes have committed; the socket hub listens.
 */
export interface Realtime {
  /** Sends a frame to every socket of these users, on whatever server they are connected. */
  deliver(userIds: readonly string[], frame: ServerFrame): void;
  /** Tells the sockets of ended sessions to sign out, and closes them. */
  endSessions(userId: string, reason: MessageKey, which?: EndedSessions): void;
  /** Tells these users' sockets their new unread notice counts. */
  noticesChanged(audience: PushAudience): void;
  /** Tells every socket who came online and who went offline. */
  presenceChanged(online: readonly string[], offline: readonly string[]): void;
  /** Who holds a socket on some server process. */
  presence: PresenceRegistry;
  /** Listens to every event; answers how to stop. */
  listen(listener: (event: RealtimeEvent) => void): () => void;
  close(): Promise<void>;
}

/** Builds a Realtime over a way to publish events; `listen` hears what `publish` sends. */
export function realtimeOver(
  publish: (event: RealtimeEvent) => void,
  listeners: Set<(event: RealtimeEvent) => void>,
  close: () => Promise<void>,
  presence: PresenceRegistry,
): Realtime {
  return {
    deliver: (userIds, frame) => {
      if (userIds.length > 0) publish({ kind: 'deliver', userIds, frame });
    },
    endSessions: (userId, reason, which = {}) =>
      publish({ kind: 'endSessions', userId, reason, ...which }),
    noticesChanged: (audience) => publish({ kind: 'noticesChanged', audience }),
    presenceChanged: (online, offline) => {
      if (online.length + offline.length > 0) publish({ kind: 'presence', online, offline });
    },
    presence,
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close,
  };
}
