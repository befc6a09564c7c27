/**
 * The reconnect storm: every client drops at once; meanwhile other users keep writing to them;
 * then all come back at once, sign in again and catch up conversation by conversation from the
 * last number each saw (`afterSeq`), as the shell does. Every message written while they were
 * away must reach them once, and nothing they had already seen may come again.
 */
import { percentile } from '../load';
import type { BenchClient } from './bench-client';
import type { Ledger } from './ledger';
import { PER_CLIENT_RATE } from './traffic';

export interface StormFigures {
  dropped: number;
  /** Messages stored for the dropped clients while they were away. */
  missed: number;
  /** From the first reconnect to the last client signed in again, and to the last caught up. */
  signedInSeconds: number;
  returnSeconds: number;
  /** Per client, from its reconnect to its last catch-up page. */
  catchUpP50Ms: number;
  catchUpP99Ms: number;
  lost: number;
  duplicated: number;
  /** Messages a catch-up answered that the client had already seen (must stay 0). */
  repeated: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each dropped client gets `missedEach` messages from the senders while away. */
export async function reconnectStorm(
  ledger: Ledger,
  clients: BenchClient[],
  senders: BenchClient[],
  missedEach: number,
): Promise<StormFigures> {
  for (const client of clients) client.drop();
  const seenBefore = clients.map((client) => new Map(client.lastSeq));

  const queues = senders.map(() => [] as { to: string; id: string }[]);
  clients.forEach((client, index) => {
    for (let n = 0; n < missedEach; n++) {
      queues[index % senders.length]?.push({ to: client.user.id, id: `storm-${index}-${n}` });
    }
  });
  await Promise.all(
    senders.map(async (sender, index) => {
      for (const { to, id } of queues[index] ?? []) {
        const started = performance.now();
        ledger.sent('storm', id, to);
        sender.send(to, id);
        await ledger.acknowledged(id);
        const left = 1000 / PER_CLIENT_RATE - (performance.now() - started);
        if (left > 0) await sleep(left);
      }
    }),
  );

  let repeated = 0;
  let lastSignedIn = 0;
  const returned = performance.now();
  const times = await Promise.all(
    clients.map(async (client, index) => {
      const started = performance.now();
      const unread = await client.connect();
      lastSignedIn = Math.max(lastSignedIn, performance.now());
      const seen = seenBefore[index] ?? new Map<string, number>();
      const conversations = new Set([...Object.keys(unread), ...seen.keys()]);
      for (const other of conversations) {
        let after = seen.get(other) ?? 0;
        for (;;) {
          const page = await client.catchUpPage(other, after);
          for (const message of page.list) {
            if (message.seq <= (seen.get(other) ?? 0)) repeated++;
            else if (message.toUserId === client.user.id)
              ledger.received(message, performance.now());
            client.saw(other, message.seq);
            after = Math.max(after, message.seq);
          }
          if (!page.hasMore) break;
        }
      }
      return performance.now() - started;
    }),
  );
  const returnSeconds = (performance.now() - returned) / 1000;
  const storm = ledger.figures('storm', returned, performance.now());
  return {
    dropped: clients.length,
    missed: storm.sent - storm.unacknowledged,
    signedInSeconds: (lastSignedIn - returned) / 1000,
    returnSeconds,
    catchUpP50Ms: percentile(times, 0.5),
    catchUpP99Ms: percentile(times, 0.99),
    lost: storm.lost,
    duplicated: storm.duplicated,
    repeated,
  };
}
