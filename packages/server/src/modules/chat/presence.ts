import { CHAT_LIMITS } from '@mepm/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Realtime } from '../../kernel/realtime/realtime';
import type { SocketHub } from './socket-hub';

/**
 * Announces users coming online and going offline (`Online`/`Offline` frames to everyone, on
 * every process) without a storm when connections drop and return:
 * - a user's last socket on this process closing starts a wait (`offlineAfterMs`); a socket of
 *   theirs opening within it cancels it, and nothing is announced at all (a reload, a network
 *   blip, a reconnect storm);
 * - only the first socket anywhere (online) and the last anywhere after the wait (offline), as
 *   the realtime channel's registry decides, are announced;
 * - announcements are gathered for `presenceBatchMs` and published as one event, so each socket
 *   gets at most one `Online` and one `Offline` frame per period, whatever the number of users.
 */
export class PresenceTracker {
  private readonly leaving = new Map<string, NodeJS.Timeout>();
  /** Changes to announce at the next flush, by user: the latest wins. */
  private readonly changes = new Map<string, boolean>();
  private flushTimer: NodeJS.Timeout | undefined;
  private readonly liveness: NodeJS.Timeout;

  constructor(
    private readonly hub: SocketHub,
    private readonly realtime: Realtime,
    private readonly log: FastifyBaseLogger,
    aliveMs: number,
  ) {
    // Known to the others from the start, so that its users can be released should it die.
    void this.keepAlive();
    this.liveness = setInterval(() => void this.keepAlive(), Math.floor(aliveMs / 3));
    this.liveness.unref();
  }

  /** A socket of the user signed in on this process; `first`: the process held none before. */
  opened(userId: string, first: boolean): void {
    const waiting = this.leaving.get(userId);
    if (waiting !== undefined) {
      // Back within the wait: still registered, nobody was told they had gone.
      clearTimeout(waiting);
      this.leaving.delete(userId);
      return;
    }
    if (!first) return;
    this.realtime.presence.join(userId).then(
      (isFirst) => isFirst && this.announce(userId, true),
      (error: unknown) => this.log.warn({ err: error }, 'presence could not be registered'),
    );
  }

  /** A socket of the user closed on this process. */
  closed(userId: string): void {
    if (this.hub.holds(userId) || this.leaving.has(userId)) return;
    const timer = setTimeout(() => {
      this.leaving.delete(userId);
      if (this.hub.holds(userId)) return;
      this.realtime.presence.leave(userId).then(
        (isLast) => isLast && this.announce(userId, false),
        (error: unknown) => this.log.warn({ err: error }, 'presence could not be released'),
      );
    }, CHAT_LIMITS.offlineAfterMs);
    timer.unref();
    this.leaving.set(userId, timer);
  }

  /**
   * Tells the other processes this one lives, and releases the users of those that died without
   * leaving. Given up for dead itself (a stall longer than the alive time), this process
   * registers the users it still holds again, announced online anew.
   */
  private async keepAlive(): Promise<void> {
    try {
      const presence = this.realtime.presence;
      if (!(await presence.heartbeat())) {
        for (const userId of this.hub.users()) {
          if (await presence.join(userId)) this.announce(userId, true);
        }
      }
      for (const userId of await presence.sweep()) this.announce(userId, false);
    } catch (error) {
      this.log.warn({ err: error }, 'presence liveness could not be kept');
    }
  }

  private announce(userId: string, online: boolean): void {
    this.changes.set(userId, online);
    this.flushTimer ??= setTimeout(() => this.flush(), CHAT_LIMITS.presenceBatchMs);
  }

  private flush(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    const online: string[] = [];
    const offline: string[] = [];
    for (const [userId, isOnline] of this.changes) (isOnline ? online : offline).push(userId);
    this.changes.clear();
    this.realtime.presenceChanged(online, offline);
  }

  /** Server shutdown: the users of this process leave at once and are announced now. */
  async stop(): Promise<void> {
    clearInterval(this.liveness);
    for (const timer of this.leaving.values()) clearTimeout(timer);
    clearTimeout(this.flushTimer);
    const users = new Set([...this.leaving.keys(), ...this.hub.users()]);
    this.leaving.clear();
    for (const userId of users) {
      if (await this.realtime.presence.leave(userId).catch(() => false)) {
        this.changes.set(userId, false);
      }
    }
    this.flush();
  }
}
