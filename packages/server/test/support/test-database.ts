/**
 * A fresh, migrated, empty database for one test file: a database of its own on the server named
 * by DATABASE_URL, otherwise an embedded database opened through the same code path the server
 * uses (child process, socket, lock).
 */
import { createHash, randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { dataLayout } from '../../src/db/embedded/data-layout';
import { MIGRATIONS_FOLDER, runMigrations } from '../../src/db/migrate';
import { openDatabase, type DatabaseHandle, type DbLogger } from '../../src/db/open-database';

export interface TestDatabase {
  pool: pg.Pool;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/** Quiet unless something goes wrong. */
export const testLogger: DbLogger = {
  info() {},
  warn: (msg) => console.warn(msg),
  error: (msg) => console.error(msg),
};

/** What a test may set of how the database is opened. */
export interface TestDatabaseOptions {
  /** How long a query waits for a free connection (the server's default otherwise). */
  connectionWaitMs?: number;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl ? createOnPostgres(databaseUrl, options) : createEmbedded(options);
}

async function createOnPostgres(
  serverUrl: string,
  options: TestDatabaseOptions,
): Promise<TestDatabase> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  await asAdmin(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({
      ...options,
      databaseUrl: url.toString(),
      dataDir: '',
      logger: testLogger,
    });
    await runMigrations(handle.pool);
  } catch (error) {
    await handle?.close();
    await asAdmin(serverUrl, `drop database if exists "${name}" with (force)`);
    throw error;
  }
  const opened = handle;
  return {
    pool: opened.pool,
    handle: opened,
    async close() {
      await opened.close();
      await asAdmin(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function asAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function createEmbedded(options: TestDatabaseOptions): Promise<TestDatabase> {
  const template = await migratedTemplate();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mepm-testdb-'));
  let handle: DatabaseHandle | undefined;
  try {
    // The synchronous copy is about twice as fast as fs.promises.cp over PGlite's ~1000 files.
    cpSync(dataLayout(template).pgliteDir, dataLayout(dataDir).pgliteDir, { recursive: true });
    handle = await openDatabase({ ...options, dataDir, logger: testLogger });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const opened = handle;
  return {
    pool: opened.pool,
    handle: opened,
    async close() {
      try {
        await opened.close();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

const TEMPLATE_PREFIX = 'mepm-test-template-';

/**
 * An initialised and migrated embedded data folder, made once per migration history and PGlite
 * version and copied for each test database: copying takes tens of milliseconds where
 * initialising takes seconds. Test processes that race both build one; the first rename wins.
 */
export async function migratedTemplate(): Promise<string> {
  const templateDir = path.join(tmpdir(), `${TEMPLATE_PREFIX}${await templateKey()}`);
  if (await isInitialised(templateDir)) return templateDir;
  await removeAbandonedBuilds();
  const building = `${templateDir}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    const handle = await openDatabase({ dataDir: building, logger: testLogger });
    try {
      await runMigrations(handle.pool);
    } finally {
      await handle.close();
    }
    await rename(building, templateDir);
  } catch (error) {
    if (!(await isInitialised(templateDir))) throw error;
    // Another test process finished first; its template is as good as ours.
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  return templateDir;
}

async function isInitialised(dataDir: string): Promise<boolean> {
  try {
    await stat(path.join(dataLayout(dataDir).pgliteDir, 'PG_VERSION'));
    return true;
  } catch {
    return false;
  }
}

/** Build folders of test processes that were killed before renaming them. */
async function removeAbandonedBuilds(): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    const match = new RegExp(`^${TEMPLATE_PREFIX}\\w+\\.building-(\\d+)-`).exec(name);
    if (match && !isAlive(Number(match[1]))) {
      await rm(path.join(tmpdir(), name), { recursive: true, force: true });
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Changes whenever a migration file or the PGlite version changes. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const pgliteEntry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(await readFile(path.join(pgliteEntry, '..', '..', 'package.json')));
  for (const file of await listFiles(MIGRATIONS_FOLDER)) {
    hash.update(path.relative(MIGRATIONS_FOLDER, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
