/**
 * Bill numbers: how many numbers one rule issues per second when `concurrency` clients take
 * them at once over HTTP (every request waits for the rule's row, since each number is one
 * update of it), and a check that every number issued during the run is distinct.
 */
import { fillPath, SYSTEM_BILL_RULE } from '@mepm/contract';
import type { BenchDatabase } from './bench-database';
import { runLoad } from './load';
import { loadClient } from './load-client';
import { startServer } from './server-process';
import { ADMIN_PASSWORD, login } from './sign-in';

export interface BillNumbersResult {
  perSecond: number;
  p99Ms: number;
  issued: number;
  distinct: number;
}

export async function benchBillNumbers(
  database: BenchDatabase,
  options: { port: string; concurrency: number; durationMs: number },
): Promise<BillNumbersResult> {
  const server = await startServer({
    PORT: options.port,
    ...database.env,
    ADMIN_PASSWORD,
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const client = loadClient(server.origin, options.concurrency);
  try {
    const token = await login(server.origin);
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const created = await fetch(`${server.origin}${SYSTEM_BILL_RULE.create}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        enCode: 'bench.order',
        fullName: 'bench',
        prefix: 'B',
        dateFormat: 'yyyyMMdd',
        digits: 8,
        startNumber: 1,
      }),
    });
    if (!created.ok) throw new Error(`creating the rule failed: ${await created.text()}`);
    const url = fillPath(SYSTEM_BILL_RULE.billNumber, { code: 'bench.order' });
    const numbers: string[] = [];
    const result = await runLoad(
      async () => {
        const envelope = (await client.getJson(url, headers)) as { code: number; data: string };
        if (envelope.code !== 200)
          throw new Error(`bill number failed: ${JSON.stringify(envelope)}`);
        numbers.push(envelope.data);
      },
      { concurrency: options.concurrency, durationMs: options.durationMs },
    );
    return {
      perSecond: result.perSecond,
      p99Ms: result.p99Ms,
      issued: numbers.length,
      distinct: new Set(numbers).size,
    };
  } finally {
    client.close();
    await server.stop();
  }
}
