import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sum } from 'drizzle-orm';
import { files } from '../../src/db/schema';
import { createUser, startApp, tokenFor, type Harness } from '../support/app-harness';
import { envelope, TINY_PNG, upload } from '../support/requests';

const MB = 1_048_576;
const KIB_100 = 100 * 1024;

/** Configured limits: files up to 1 MB, 60 uploads a minute, 1 MB stored per user. */
describe('upload limits: size, rate and quota per user', () => {
  let h: Harness;
  let sequence = 0;
  /** A new user, so that each test starts with an empty quota and a fresh rate window. */
  async function newUploader(): Promise<{ id: string; token: string }> {
    const account = `uploader${sequence++}`;
    const id = await createUser(h.db, { account, password: 'Upload123' });
    return { id, token: await tokenFor(h.app, account, 'Upload123') };
  }
  const storedBytes = async (ownerId: string) => {
    const [row] = await h.db
      .select({ bytes: sum(files.size).mapWith(Number) })
      .from(files)
      .where(eq(files.ownerId, ownerId));
    return row?.bytes ?? 0;
  };

  before(async () => {
    h = await startApp({ uploads: { limitMb: 1, perMinute: 60, quotaMb: 1, mapLimitMb: 5 } });
  });
  after(() => h.close());

  it('applies the configured size limit, with its own figure in the message', async () => {
    const { token } = await newUploader();
    const over = await upload(h.app, 'annex', token, {
      filename: 'big.bin',
      content: Buffer.alloc(MB + 1),
    });
    assert.equal(over.statusCode, 413);
    assert.deepEqual(envelope(over), { code: 413, msg: '文件大小超过1MB', data: null });
  });

  it('holds the quota under 50 parallel uploads of one user', async () => {
    const { id, token } = await newUploader();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        upload(
          h.app,
          'annex',
          token,
          { filename: `part${i}.bin`, content: Buffer.alloc(KIB_100, i) },
          'en',
        ),
      ),
    );
    const stored = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode !== 200);
    // 1 MB holds ten files of 100 KiB and not eleven.
    assert.equal(stored.length, 10);
    for (const response of refused) {
      assert.deepEqual(envelope(response), {
        code: 413,
        msg: 'Not enough file storage: each user may store at most 1 MB',
        data: null,
      });
    }
    assert.equal(await storedBytes(id), 10 * KIB_100);
  });

  it('counts every file of the user, avatars included, and no one else’s', async () => {
    const first = await newUploader();
    const second = await newUploader();
    const avatar = await upload(h.app, 'userAvatar', first.token, {
      filename: 'me.png',
      content: TINY_PNG,
    });
    assert.equal(avatar.statusCode, 200, avatar.body);
    const almostAll = MB - TINY_PNG.length;
    const fits = await upload(h.app, 'annex', first.token, {
      filename: 'a.bin',
      content: Buffer.alloc(almostAll),
    });
    assert.equal(fits.statusCode, 200, fits.body);
    const oneByteMore = await upload(h.app, 'annex', first.token, {
      filename: 'b.bin',
      content: Buffer.alloc(1),
    });
    assert.equal(oneByteMore.statusCode, 413);
    const someoneElse = await upload(h.app, 'annex', second.token, {
      filename: 'c.bin',
      content: Buffer.alloc(1),
    });
    assert.equal(someoneElse.statusCode, 200, someoneElse.body);
  });

  it('limits uploads per user and minute with a translated refusal, other users unaffected', async () => {
    const busy = await newUploader();
    const other = await newUploader();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const response = await upload(h.app, 'annex', busy.token, {
        filename: 'tiny.txt',
        content: Buffer.from('x'),
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(new Set(statuses), new Set([200]));
    const sixtyFirst = await upload(
      h.app,
      'annex',
      busy.token,
      { filename: 'tiny.txt', content: Buffer.from('x') },
      'zh-TW',
    );
    assert.equal(sixtyFirst.statusCode, 429);
    assert.match(envelope(sixtyFirst).msg, /^上傳過於頻繁，請\d+秒後再試$/);
    const fromOther = await upload(h.app, 'annex', other.token, {
      filename: 'tiny.txt',
      content: Buffer.from('x'),
    });
    assert.equal(fromOther.statusCode, 200);
  });
});
