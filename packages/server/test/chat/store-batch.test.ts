/**
 * The group commit's one statement for many messages: numbers per conversation without gap or
 * repeat (continuing what single stores numbered), each side's read number at its own last
 * message, resends answered as stored, a disabled recipient refused while the rest are stored,
 * and two batches at once on the same conversations.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { storeMessage, unreadByUser, type Outgoing } from '../../src/modules/chat/chat-store';
import { chatMessages } from '../../src/modules/chat/schema';
import { storeBatch } from '../../src/modules/chat/store-batch';
import { createUser, startApp, type Harness } from '../support/app-harness';

describe('storing a batch of chat messages in one statement', () => {
  let h: Harness;
  let [ann, ben, cat, off] = ['', '', '', ''];
  const text = (from: string, to: string, content: string, clientMessageId?: string): Outgoing => ({
    from,
    to,
    messageType: 'text',
    content,
    clientMessageId,
    now: new Date(),
  });
  const seqsOf = async (a: string, b: string) =>
    (
      await h.db
        .select({ seq: chatMessages.seq, content: chatMessages.content })
        .from(chatMessages)
        .where(and(eq(chatMessages.fromUserId, a), eq(chatMessages.toUserId, b)))
        .orderBy(asc(chatMessages.seq))
    ).map((row) => `${row.seq}:${row.content}`);

  before(async () => {
    h = await startApp();
    const make = (account: string, enabled = true) =>
      createUser(h.db, { account, password: 'Secret#123', enabled });
    [ann, ben, cat, off] = await Promise.all([
      make('batch-ann'),
      make('batch-ben'),
      make('batch-cat'),
      make('batch-off', false),
    ]);
  });
  after(() => h.close());

  it('numbers each conversation in batch order, after what was stored before', async () => {
    await storeMessage(h.db, text(ann, ben, 'first', 'a-0'));
    const outcomes = await storeBatch(
      h.db,
      [
        text(ann, ben, 'two', 'a-1'),
        text(ben, ann, 'three', 'b-1'),
        text(ann, cat, 'one'),
        text(ann, off, 'never'),
        text(ann, ben, 'first', 'a-0'),
        text(ann, ben, 'four', 'a-2'),
        text(cat, ann, 'two'),
      ],
      undefined,
    );
    assert.deepEqual(
      outcomes.map((o) =>
        typeof o === 'string' ? o : `${o.message.seq}${o.duplicate ? '=' : ''}`,
      ),
      ['2', '3', '1', 'noRecipient', '1=', '4', '2'],
    );
    assert.deepEqual(await seqsOf(ann, ben), ['1:first', '2:two', '4:four']);
    assert.deepEqual(await seqsOf(ben, ann), ['3:three']);
    assert.deepEqual(await seqsOf(ann, off), []);
    // Ann read up to her own 4, Ben up to his 3: one unread for Ben, none for Ann there.
    assert.equal((await unreadByUser(h.db, ben))[ann], 1);
    assert.equal((await unreadByUser(h.db, ann))[ben], undefined);
    // With Cat: Ann wrote 1, Cat 2 → Ann has one unread, Cat none.
    assert.equal((await unreadByUser(h.db, ann))[cat], 1);
    assert.equal((await unreadByUser(h.db, cat))[ann], undefined);
  });

  it('keeps numbers whole when batches on the same conversations run at once', async () => {
    const batches = Array.from({ length: 8 }, (_, b) =>
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0 ? text(ben, cat, `bc-${b}-${i}`) : text(cat, ben, `cb-${b}-${i}`),
      ),
    );
    await Promise.all(batches.map((batch) => storeBatch(h.db, batch, undefined)));
    const seqs = [...(await seqsOf(ben, cat)), ...(await seqsOf(cat, ben))]
      .map((entry) => Number(entry.split(':')[0]))
      .sort((x, y) => x - y);
    assert.deepEqual(
      seqs,
      Array.from({ length: 80 }, (_, i) => i + 1),
    );
  });
});
