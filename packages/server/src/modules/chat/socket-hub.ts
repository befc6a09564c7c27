import type { ServerFrame } from '@mepm/contract';
import type { WebSocket } from 'ws';
import type { MessageKey } from '../../kernel/i18n/catalog';
import type { Translate } from '../../kernel/i18n/translate';
import type { RealtimeEvent } from '../../kernel/realtime/realtime';

/** A signed-in socket of this process. */
export interface LiveSocket {
  socket: WebSocket;
  userId: string;
  sessionId: string;
  /** When its session ends by time (ms since 1970), as last read; the expiry sweep checks it. */
  expiresAt: number;
  /** Texts in the language the socket was opened in. */
  t: Translate;
}

/** Close codes: 4001 signed out (the session ended); 1008 refused; 1009 too large. */
export const CLOSE_SIGNED_OUT = 4001;

export function sendFrame(socket: WebSocket, frame: ServerFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

/**
 * The signed-in sockets of this server process by user, and what the realtime channel asks of
 * them: frames for users, and the ends of sessions (a `logout` frame, then the socket closes).
 */
export class SocketHub {
  private readonly byUser = new Map<string, Set<LiveSocket>>();

  add(live: LiveSocket): void {
    let sockets = this.byUser.get(live.userId);
    if (sockets === undefined) this.byUser.set(live.userId, (sockets = new Set()));
    sockets.add(live);
  }

  remove(live: LiveSocket): void {
    const sockets = this.byUser.get(live.userId);
    sockets?.delete(live);
    if (sockets?.size === 0) this.byUser.delete(live.userId);
  }

  /** Whether this process holds a socket of the user. */
  holds(userId: string): boolean {
    return this.byUser.has(userId);
  }

  /** The users with a socket on this process. */
  users(): string[] {
    return [...this.byUser.keys()];
  }

  /** Every signed-in socket of this process. */
  *sockets(): Iterable<LiveSocket> {
    for (const sockets of this.byUser.values()) yield* sockets;
  }

  /** Sends a frame to every socket of these users on this process, written once as JSON. */
  send(userIds: Iterable<string>, frame: ServerFrame): void {
    let text: string | undefined;
    for (const userId of userIds) {
      for (const live of this.byUser.get(userId) ?? []) {
        if (live.socket.readyState !== live.socket.OPEN) continue;
        live.socket.send((text ??= JSON.stringify(frame)));
      }
    }
  }

  readonly onEvent = (event: RealtimeEvent): void => {
    if (event.kind === 'deliver') return this.send(event.userIds, event.frame);
    if (event.kind === 'presence') return this.presence(event.online, event.offline);
    if (event.kind !== 'endSessions') return;
    for (const live of [...(this.byUser.get(event.userId) ?? [])]) {
      if (event.sessionId !== undefined && live.sessionId !== event.sessionId) continue;
      if (event.exceptSessionId !== undefined && live.sessionId === event.exceptSessionId) continue;
      this.signOut(live, event.reason);
    }
  };

  /** Tells every socket of this process who came online and who went offline. */
  private presence(online: readonly string[], offline: readonly string[]): void {
    const users = this.users();
    if (online.length > 0) this.send(users, { method: 'Online', userIds: [...online] });
    if (offline.length > 0) this.send(users, { method: 'Offline', userIds: [...offline] });
  }

  /** Tells the socket why its session ended, in its language, and closes it. */
  signOut(live: LiveSocket, reason: MessageKey): void {
    const msg = live.t(reason);
    sendFrame(live.socket, { method: 'logout', msg });
    live.socket.close(CLOSE_SIGNED_OUT, 'signed out');
    this.remove(live);
  }

  /** Closes every socket (server shutdown). */
  closeAll(): void {
    for (const sockets of this.byUser.values()) {
      for (const live of sockets) live.socket.close(1001, 'server stopping');
    }
    this.byUser.clear();
  }
}
