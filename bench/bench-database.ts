import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Where a bench keeps its data: a fresh embedded data folder, or a fresh database on the
 * PostgreSQL server that `DATABASE_URL` names (created for the run and dropped after it, so the
 * given database itself is never touched).
 */
export interface BenchDatabase {
  /** 'embedded' or 'PostgreSQL', for the printed figures. */
  label: string;
  dataDir: string;
  databaseUrl?: string;
  /** What the server process needs in its environment to use it. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export function embeddedBenchDatabase(): BenchDatabase {
  const root = mkdtempSync(path.join(os.tmpdir(), 'mepm-bench-db-'));
  const dataDir = path.join(root, 'data');
  return {
    label: 'embedded',
    dataDir,
    // An empty DATABASE_URL keeps the server embedded when the bench itself was given one.
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    dispose: async () => rmSync(root, { recursive: true, force: true }),
  };
}

export async function postgresBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `mepm_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const root = mkdtempSync(path.join(os.tmpdir(), 'mepm-bench-pg-'));
  return {
    label: 'PostgreSQL',
    dataDir: root,
    databaseUrl,
    env: { DATA_DIR: root, DATABASE_URL: databaseUrl },
    async dispose() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `use` on a fresh embedded database, then, when `DATABASE_URL` names a server, on a fresh
 * PostgreSQL one; each is disposed of after its run.
 */
export async function onEachBenchDatabase(
  use: (database: BenchDatabase) => Promise<void>,
): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const opens = [
    embeddedBenchDatabase,
    ...(serverUrl ? [() => postgresBenchDatabase(serverUrl)] : []),
  ];
  for (const open of opens) {
    const database = await open();
    try {
      await use(database);
    } finally {
      await database.dispose();
    }
  }
}
