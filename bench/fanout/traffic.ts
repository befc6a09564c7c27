/**
 * The chat bench's two kinds of traffic between partners: as fast as the servers take it (each
 * client waits for the acknowledgement of its message before the next), and a steady offered
 * rate (sent on schedule whatever the answers, so that latency is not hidden by waiting).
 * Each client stays under the socket's frame limit (CHAT_LIMITS.framesPerSecond).
 */
import { CHAT_LIMITS } from '@mepm/contract';
import type { BenchClient } from './bench-client';
import type { Ledger } from './ledger';

/** Messages a second one client sends at most: under the limit, with room for timer jitter. */
export const PER_CLIENT_RATE = CHAT_LIMITS.framesPerSecond * 0.75;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Pairing {
  clients: BenchClient[];
  partnerOf(index: number): BenchClient;
}

/** Every client sends to its partner, one message in flight, until `ms` have passed. */
export async function closedLoop(ledger: Ledger, pairing: Pairing, phase: string, ms: number) {
  const deadline = performance.now() + ms;
  const gap = 1000 / PER_CLIENT_RATE;
  await Promise.all(
    pairing.clients.map(async (client, index) => {
      const to = pairing.partnerOf(index).user.id;
      for (let n = 0; performance.now() < deadline; n++) {
        const started = performance.now();
        const id = `${phase}-${index}-${n}`;
        ledger.sent(phase, id, to);
        client.send(to, id);
        await ledger.acknowledged(id);
        const left = gap - (performance.now() - started);
        if (left > 0) await sleep(left);
      }
    }),
  );
}

/** `perSecond` messages a second in all, round-robin over the clients, for `ms`. */
export async function openLoop(
  ledger: Ledger,
  pairing: Pairing,
  phase: string,
  perSecond: number,
  ms: number,
) {
  const rate = Math.min(perSecond, pairing.clients.length * PER_CLIENT_RATE);
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < ms) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent++) {
      const index = sent % pairing.clients.length;
      const to = pairing.partnerOf(index).user.id;
      const id = `${phase}-${sent}`;
      ledger.sent(phase, id, to);
      pairing.clients[index]?.send(to, id);
    }
    await sleep(5);
  }
}
