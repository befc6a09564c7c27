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
  /** Rows every database of this kind starts with (the seed of startApp). */
  prepared?: PreparedContent;
}

/**
 * Content written into a fresh database before the test gets it. Within one run of the test
 * command (which names the run in TEST_RUN_ID) it is written once into a template that every
 * such database copies, since the sources cannot change mid-run; outside a run, into each.
 */
export interface PreparedContent {
  /** Names the content in template names: lower-case letters, digits and `_`. */
  key: string;
  prepare(pool: pg.Pool): Promise<void>;
}

/** The test command's run, whose prepared templates it removes when the run ends. */
const RUN_ID = process.env.TEST_RUN_ID;
const PREPARED_PREFIX = 'test_prepared_';
const preparedName = (runId: string, key: string) => `${PREPARED_PREFIX}${runId}_${key}`;

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl ? createOnPostgres(databaseUrl, options) : createEmbedded(options);
}

async function createOnPostgres(
  serverUrl: string,
  options: TestDatabaseOptions,
): Promise<TestDatabase> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  const { prepared } = options;
  await createFromTemplate(serverUrl, name, prepared);
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({
      connectionWaitMs: options.connectionWaitMs,
      databaseUrl: databaseAt(serverUrl, name),
      dataDir: '',
      logger: testLogger,
    });
    // Nothing to do on a copy of the template; it keeps the database current all the same.
    await runMigrations(handle.pool);
    if (prepared && RUN_ID === undefined) await prepared.prepare(handle.pool);
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

function databaseAt(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A copy of the migrated template database: PostgreSQL copies it in a fraction of the time the
 * migrations take (about 2.5 s a database on this machine, a few hundred databases a run). A run
 * that removed the template under us (below) makes the next attempt build it again.
 */
async function createFromTemplate(
  serverUrl: string,
  name: string,
  prepared: PreparedContent | undefined,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const template =
      prepared && RUN_ID !== undefined
        ? await postgresPreparedTemplate(serverUrl, RUN_ID, prepared)
        : await postgresTemplate(serverUrl);
    try {
      await asAdmin(serverUrl, `create database "${name}" template "${template}"`);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

const PG_TEMPLATE_PREFIX = 'test_template_';

/**
 * The migrated template for this migration history, built once per server: the first test
 * process builds it under a name of its own and renames it; a process that loses the race uses
 * the winner's. Templates of other histories (older checkouts) are dropped when a new one is built.
 */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `${PG_TEMPLATE_PREFIX}${await templateKey()}`;
  if (await databaseExists(serverUrl, name)) return name;
  await buildPostgresTemplate(serverUrl, name, undefined, runMigrations);
  await dropOtherTemplates(serverUrl, name);
  return name;
}

/** The migrated template with the prepared content, built once per run like the migrated one. */
async function postgresPreparedTemplate(
  serverUrl: string,
  runId: string,
  prepared: PreparedContent,
): Promise<string> {
  const name = preparedName(runId, prepared.key);
  if (await databaseExists(serverUrl, name)) return name;
  const base = await postgresTemplate(serverUrl);
  await buildPostgresTemplate(serverUrl, name, base, prepared.prepare);
  return name;
}

/**
 * Builds a template database under a name of its own (a copy of `base` when given, else empty)
 * and renames it into place: of test processes racing to build one, the first rename wins and
 * the others use it.
 */
async function buildPostgresTemplate(
  serverUrl: string,
  name: string,
  base: string | undefined,
  fill: (pool: pg.Pool) => Promise<unknown>,
): Promise<void> {
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  const from = base === undefined ? '' : ` template "${base}"`;
  await asAdmin(serverUrl, `create database "${building}"${from}`);
  try {
    const handle = await openDatabase({
      databaseUrl: databaseAt(serverUrl, building),
      dataDir: '',
      logger: testLogger,
    });
    try {
      await fill(handle.pool);
    } finally {
      await handle.close();
    }
    await asAdmin(serverUrl, `alter database "${building}" rename to "${name}"`);
  } catch (error) {
    if (!(await databaseExists(serverUrl, name))) throw error;
    // Another test process finished first; its template is as good as ours.
  } finally {
    await asAdmin(serverUrl, `drop database if exists "${building}" with (force)`);
  }
}

async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    return found.rowCount === 1;
  } finally {
    await client.end();
  }
}

async function dropOtherTemplates(serverUrl: string, keep: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const others = await client.query<{ datname: string }>(
      String.raw`select datname from pg_database where datname ~ '^test_template_[0-9a-f]{16}$' and datname <> $1`,
      [keep],
    );
    for (const { datname } of others.rows) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
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
  const { prepared } = options;
  const fromRun = prepared !== undefined && RUN_ID !== undefined;
  const template = fromRun ? await preparedTemplate(RUN_ID, prepared) : await migratedTemplate();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mepm-testdb-'));
  let handle: DatabaseHandle | undefined;
  try {
    copyDataDir(template, dataDir);
    handle = await openDatabase({
      connectionWaitMs: options.connectionWaitMs,
      dataDir,
      logger: testLogger,
    });
    if (prepared && !fromRun) await prepared.prepare(handle.pool);
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

// The synchronous copy is about twice as fast as fs.promises.cp over PGlite's ~1000 files.
const copyDataDir = (from: string, to: string) =>
  cpSync(dataLayout(from).pgliteDir, dataLayout(to).pgliteDir, { recursive: true });

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
  const built = await buildTemplate(templateDir, undefined, runMigrations);
  await removeOtherTemplates(built);
  return built;
}

/** Templates of other migration histories (older checkouts): 40 MB each, in RAM as a rule. */
async function removeOtherTemplates(keep: string): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    const dir = path.join(tmpdir(), name);
    if (new RegExp(`^${TEMPLATE_PREFIX}[0-9a-f]{16}$`).test(name) && dir !== keep) {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/** A copy of the migrated template with the prepared content, built once per run. */
async function preparedTemplate(runId: string, prepared: PreparedContent): Promise<string> {
  const templateDir = path.join(tmpdir(), preparedName(runId, prepared.key));
  if (await isInitialised(templateDir)) return templateDir;
  return buildTemplate(templateDir, await migratedTemplate(), prepared.prepare);
}

/**
 * Builds a template folder under a name of its own (from `base` when given, else empty) and
 * renames it into place: of test processes racing to build one, the first rename wins and the
 * others use it.
 */
async function buildTemplate(
  templateDir: string,
  base: string | undefined,
  fill: (pool: pg.Pool) => Promise<unknown>,
): Promise<string> {
  const building = `${templateDir}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    if (base !== undefined) copyDataDir(base, building);
    const handle = await openDatabase({ dataDir: building, logger: testLogger });
    try {
      await fill(handle.pool);
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

/** Removes a finished run's prepared templates, embedded and (when given) on PostgreSQL. */
export async function removePreparedTemplates(runId: string): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    if (name.startsWith(preparedName(runId, ''))) {
      await rm(path.join(tmpdir(), name), { recursive: true, force: true });
    }
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [preparedName(runId, '')],
    );
    for (const { datname } of found.rows) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
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
