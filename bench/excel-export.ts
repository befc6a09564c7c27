/**
 * Excel export of 100,000 records × 10 columns read from a real table in batches of 1000 (as
 * the export endpoint reads them) through the streaming writer: the time to the last byte, the
 * peak resident memory above the start, and the longest stall of the event loop while it ran.
 * The table lives on PostgreSQL (DATABASE_URL, a database made and dropped for the run) so that
 * the figures are the writer's and not an in-process database's.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { xlsxStream } from '../packages/server/src/kernel/excel/xlsx-writer';
import type { CellValue } from '../packages/server/src/kernel/excel/sheet-xml';
import { postgresBenchDatabase } from './bench-database';
import { measureExport, type ExportFigures } from './export-figures';

const ROWS = 100_000;
const BATCH = 1000;

async function fillTable(client: pg.Client): Promise<void> {
  await client.query(`create table bench_orders (
    f_id text primary key, name text, code text, qty int, price numeric(12,2), kind text,
    note text, owner text, city text, created timestamptz, paid boolean)`);
  await client.query(`insert into bench_orders
    select lpad(i::text, 10, '0'), 'Order ' || i, 'NO' || lpad(i::text, 8, '0'), i % 1000,
      (i % 10000) / 100.0, (array['office','project','other'])[i % 3 + 1],
      case when i % 50 = 0 then '=HYPERLINK("x")' else 'note of order ' || i end,
      'user ' || (i % 300), (array['上海','北京','深圳','杭州'])[i % 4 + 1],
      timestamptz '2026-01-01' + i * interval '1 minute', i % 2 = 0
    from generate_series(1, ${ROWS}) i`);
}

async function* tableRows(client: pg.Client): AsyncGenerator<CellValue[]> {
  let after = '';
  for (;;) {
    const { rows } = await client.query<Record<string, unknown>>(
      `select * from bench_orders where f_id > $1 order by f_id limit ${BATCH}`,
      [after],
    );
    if (rows.length === 0) return;
    for (const row of rows) {
      const created = row['created'] as Date;
      yield [
        row['name'] as string,
        row['code'] as string,
        row['qty'] as number,
        Number(row['price']),
        row['kind'] as string,
        row['note'] as string,
        row['owner'] as string,
        row['city'] as string,
        created.toISOString().slice(0, 19).replace('T', ' '),
        row['paid'] ? '是' : '否',
      ];
    }
    after = String(rows[rows.length - 1]?.['f_id']);
  }
}

export async function benchExcelExport(serverUrl: string): Promise<ExportFigures> {
  const database = await postgresBenchDatabase(serverUrl);
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  try {
    await fillTable(client);
    const headers = [
      '名称',
      '单号',
      '数量',
      '单价',
      '分类',
      '备注',
      '负责人',
      '城市',
      '日期',
      '已付',
    ];
    return await measureExport(ROWS, async () => {
      let bytes = 0;
      await pipeline(
        xlsxStream({
          name: 'orders',
          columns: headers.map((header) => ({ header })),
          rows: tableRows(client),
        }),
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            bytes += chunk.length;
            done();
          },
        }),
      );
      return bytes;
    });
  } finally {
    await client.end();
    await database.dispose();
  }
}
