import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { outboxSmsSender } from '../../src/kernel/sms/sms-sender';

describe('SMS outbox sender', () => {
  it('appends one JSON line per code, which browser tests read back', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mepm-outbox-'));
    try {
      const file = path.join(dir, 'sms.jsonl');
      const sender = outboxSmsSender(file);
      await sender.send('13700001111', '123456');
      await sender.send('13700002222', '654321');
      const lines = (await readFile(file, 'utf8')).trim().split('\n');
      const entries = lines.map((line) => JSON.parse(line) as Record<string, string>);
      assert.deepEqual(
        entries.map(({ mobile, code }) => ({ mobile, code })),
        [
          { mobile: '13700001111', code: '123456' },
          { mobile: '13700002222', code: '654321' },
        ],
      );
      assert.ok(entries.every((entry) => !Number.isNaN(Date.parse(entry.time ?? ''))));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
