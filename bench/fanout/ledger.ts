/**
 * Every message the chat bench sends, by its client id, and what became of it: when it was sent,
 * when the recipient got it and how often, when the sender's acknowledgement came. Lost and
 * duplicated messages are counted from here, never assumed.
 */
import type { ChatMessage } from '@mepm/contract';
import { percentile } from '../load';
import type { BenchClient, ClientListener } from './bench-client';

interface Entry {
  phase: string;
  to: string;
  sentAt: number;
  receivedAt?: number;
  received: number;
  ackedAt?: number;
  acked: number;
}

export interface PhaseFigures {
  sent: number;
  /** Messages that reached their recipient, and frames (received + acknowledgements), a second. */
  messagesPerSecond: number;
  deliveriesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Sent but never received (after the drain), and received more than once. */
  lost: number;
  duplicated: number;
  /** Sent but never acknowledged to the sender. */
  unacknowledged: number;
}

export class Ledger implements ClientListener {
  private readonly entries = new Map<string, Entry>();
  private readonly waiters = new Map<string, () => void>();
  /** Frames for messages the ledger never sent (must stay 0). */
  unexpected = 0;
  readonly refusals: string[] = [];

  sent(phase: string, clientMessageId: string, to: string): void {
    this.entries.set(clientMessageId, {
      phase,
      to,
      sentAt: performance.now(),
      received: 0,
      acked: 0,
    });
  }

  /** Resolves when the sender's acknowledgement of this message arrives. */
  acknowledged(clientMessageId: string): Promise<void> {
    const entry = this.entries.get(clientMessageId);
    if (entry !== undefined && entry.acked > 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.set(clientMessageId, resolve));
  }

  live(client: BenchClient, message: ChatMessage, kind: 'receive' | 'ack', at: number): void {
    const entry = this.entries.get(message.clientMessageId ?? '');
    if (entry === undefined) {
      this.unexpected++;
      return;
    }
    if (kind === 'ack') {
      entry.acked++;
      entry.ackedAt ??= at;
      this.waiters.get(message.clientMessageId ?? '')?.();
      this.waiters.delete(message.clientMessageId ?? '');
      return;
    }
    if (client.user.id !== entry.to) this.unexpected++;
    this.received(message, at);
  }

  /** A message that reached its recipient, live or in a catch-up page. */
  received(message: ChatMessage, at: number): void {
    const entry = this.entries.get(message.clientMessageId ?? '');
    if (entry === undefined) {
      this.unexpected++;
      return;
    }
    entry.received++;
    entry.receivedAt ??= at;
  }

  refused(_client: BenchClient, msg: string): void {
    this.refusals.push(msg);
  }

  /** Waits until every message of the phase has arrived and been acknowledged, or `ms` passed. */
  async drain(phase: string, ms: number): Promise<void> {
    const deadline = performance.now() + ms;
    const open = () =>
      [...this.entries.values()].some(
        (e) => e.phase === phase && (e.received === 0 || e.acked === 0),
      );
    while (open() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  }

  /** The phase's figures; rates over the window [from, to] (performance.now() times). */
  figures(phase: string, from: number, to: number): PhaseFigures {
    const mine = [...this.entries.values()].filter((e) => e.phase === phase);
    const within = (at: number | undefined) => at !== undefined && at >= from && at <= to;
    const seconds = (to - from) / 1000;
    const received = mine.filter((e) => within(e.receivedAt)).length;
    const acked = mine.filter((e) => within(e.ackedAt)).length;
    const latencies = mine.flatMap((e) =>
      e.receivedAt === undefined ? [] : [e.receivedAt - e.sentAt],
    );
    return {
      sent: mine.length,
      messagesPerSecond: received / seconds,
      deliveriesPerSecond: (received + acked) / seconds,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      lost: mine.filter((e) => e.received === 0).length,
      duplicated: mine.filter((e) => e.received > 1).length,
      unacknowledged: mine.filter((e) => e.acked === 0).length,
    };
  }
}
