import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { isSubcontractor } from '../../kernel/people/subcontractor';
import { storeMessage, type Outgoing } from './chat-store';
import { storeBatch, type BatchOutcome } from './store-batch';

/** At most this many messages in one statement (a statement's parameter stays under ~1 MB). */
const BATCH_MAX = 256;

interface Waiting {
  outgoing: Outgoing;
  resolve: (outcome: BatchOutcome) => void;
  reject: (error: unknown) => void;
}

const resendKey = (outgoing: Outgoing) =>
  outgoing.clientMessageId === undefined
    ? undefined
    : `${outgoing.from}\u0000${outgoing.clientMessageId}`;

/**
 * The process's group commit for chat messages: a message waits (at most for the batch being
 * stored) and is stored together with every other message that arrived meanwhile, in one
 * statement and one commit (`storeBatch`). Its promise settles only after that commit, so a
 * message is still acknowledged and delivered only once stored. One batch is in flight at a
 * time: while it commits the next one gathers, so the batches grow with the load and the
 * database sees one round trip per batch instead of one per message.
 */
export class GroupCommit {
  private queue: Waiting[] = [];
  private busy = false;
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** SUBCONTRACTOR_ROLE_ID: its holders may not send (SPEC §6). */
    private readonly subcontractorRoleId: string | undefined,
  ) {}

  store(outgoing: Outgoing): Promise<BatchOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ outgoing, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.busy || this.scheduled) return;
    this.scheduled = true;
    // The rest of this turn's frames join the batch.
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.busy || this.queue.length === 0) return;
    this.busy = true;
    const batch = this.take();
    try {
      const outcomes = await storeBatch(
        this.db,
        batch.map((w) => w.outgoing),
        this.subcontractorRoleId,
      );
      batch.forEach((waiting, i) => waiting.resolve(outcomes[i] ?? 'noRecipient'));
    } catch (error) {
      // E.g. the same resend stored by another process at this moment: each on its own, where
      // `storeMessage` answers a resend that lost the race with the stored message.
      this.log.debug({ err: error }, 'a chat batch failed; storing its messages one by one');
      for (const waiting of batch) {
        await this.storeOne(waiting.outgoing).then(waiting.resolve, waiting.reject);
      }
    } finally {
      this.busy = false;
      if (this.queue.length > 0) this.schedule();
    }
  }

  /** One message by itself, with the same checks as a batch's. */
  private async storeOne(outgoing: Outgoing): Promise<BatchOutcome> {
    if (await isSubcontractor(this.db, outgoing.from, this.subcontractorRoleId)) {
      return 'subcontractor';
    }
    return (await storeMessage(this.db, outgoing)) ?? 'noRecipient';
  }

  /**
   * The next batch: the oldest waiting messages, but never the same resend twice (the second
   * waits for the next batch, where it is found stored).
   */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    const keys = new Set<string>();
    for (const waiting of this.queue) {
      const key = resendKey(waiting.outgoing);
      if (batch.length >= BATCH_MAX || (key !== undefined && keys.has(key))) {
        rest.push(waiting);
        continue;
      }
      if (key !== undefined) keys.add(key);
      batch.push(waiting);
    }
    this.queue = rest;
    return batch;
  }
}
