import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { MIGRATIONS_FOLDER, runMigrations } from '../../src/db/migrate';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// Runs on PostgreSQL when DATABASE_URL is set, otherwise on the embedded database.
let db: TestDatabase;
before(async () => {
  db = await createTestDatabase();
});
after(async () => {
  await db.close();
});

async function appliedCount(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ count: string }>(
    'select count(*) as count from drizzle.__drizzle_migrations',
  );
  return Number(rows[0]?.count);
}

test('the migrations create their tables, and running them again changes nothing', async () => {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const expectedTables = new Set<string>();
  for (const { tag } of journal.entries) {
    const sql = await readFile(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8');
    for (const match of sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"(\w+)"/gi)) {
      expectedTables.add(match[1] ?? '');
    }
  }
  assert.ok(expectedTables.size > 0, 'the migrations create tables');

  const columns = async (): Promise<unknown[]> =>
    (
      await db.pool.query(
        `select table_name, column_name, data_type from information_schema.columns
         where table_schema = 'public' order by table_name, column_name`,
      )
    ).rows;
  const tables = new Set(
    ((await columns()) as { table_name: string }[]).map((row) => row.table_name),
  );
  assert.deepEqual(
    [...expectedTables].filter((name) => !tables.has(name)),
    [],
  );
  assert.equal(await appliedCount(db.pool), journal.entries.length);

  const before = await columns();
  await runMigrations(db.pool);
  assert.deepEqual(await columns(), before);
  assert.equal(await appliedCount(db.pool), journal.entries.length);
});

test('a new migration is applied once even when two servers migrate at the same time', async () => {
  const folder = await extraMigrationFolder();
  // On PostgreSQL the second pool is a second server's connection; the embedded database has a
  // single connection, so there both runs share it.
  const other = process.env.DATABASE_URL
    ? new pg.Pool({ connectionString: await databaseUrlOf(db.pool) })
    : db.pool;
  try {
    const applied = await appliedCount(db.pool);
    await Promise.all([
      runMigrations(db.pool, { migrationsFolder: folder }),
      runMigrations(other, { migrationsFolder: folder }),
    ]);
    const { rows } = await db.pool.query('select note from migrate_probe');
    assert.deepEqual(rows, [{ note: 'applied once' }]);
    assert.equal(await appliedCount(db.pool), applied + 1);
  } finally {
    if (other !== db.pool) await other.end();
    await rm(folder, { recursive: true, force: true });
  }
});

/** The real migrations plus one more, dated after them. */
async function extraMigrationFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'mepm-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { idx: number; when: number; tag: string }[] };
  for (const name of await readdir(MIGRATIONS_FOLDER)) {
    if (name.endsWith('.sql')) {
      await writeFile(path.join(folder, name), await readFile(path.join(MIGRATIONS_FOLDER, name)));
    }
  }
  const last = journal.entries.at(-1);
  const tag = '9999_probe';
  journal.entries.push({
    ...(last ?? { idx: -1 }),
    idx: (last?.idx ?? -1) + 1,
    when: (last?.when ?? 0) + 1000,
    tag,
  });
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  await writeFile(
    path.join(folder, `${tag}.sql`),
    [
      'CREATE TABLE "migrate_probe" ("note" text NOT NULL);',
      'INSERT INTO "migrate_probe" VALUES (\'applied once\');',
    ].join('\n--> statement-breakpoint\n'),
  );
  return folder;
}

/** The URL of the test database, built from the server URL and the pool's database name. */
async function databaseUrlOf(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ name: string }>('select current_database() as name');
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${rows[0]?.name ?? ''}`;
  return url.toString();
}
