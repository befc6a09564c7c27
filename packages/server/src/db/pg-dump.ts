import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { DumpFailedError, DumpToolMissingError } from './dump-errors';

/** The pg_dump program: PG_DUMP names another one (e.g. of a newer major version). */
export function pgDumpProgram(env: NodeJS.ProcessEnv = process.env): string {
  return env.PG_DUMP?.trim() || 'pg_dump';
}

/**
 * Writes `pg_dump`'s plain SQL script of the database at `databaseUrl`, gzipped, to `file`. The
 * URL travels as an argument of a child process of this user only; owners and grants are left
 * out so that the script restores into another role's database.
 */
export async function pgDumpTo(
  databaseUrl: string,
  file: string,
  program = pgDumpProgram(),
): Promise<void> {
  const partial = `${file}.part`;
  const child = spawn(program, ['--no-owner', '--no-privileges', `--dbname=${databaseUrl}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    if (stderr.length < 4000) stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  });
  try {
    await Promise.all([
      pipeline(
        child.stdout,
        createGzip(),
        createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
      ),
      exited.then((code) => {
        if (code !== 0) throw new DumpFailedError(firstLine(stderr) || `exit code ${String(code)}`);
      }),
    ]);
    await rename(partial, file);
  } catch (error) {
    child.kill();
    await rm(partial, { force: true });
    const { code, syscall } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT' && syscall?.startsWith('spawn')) throw new DumpToolMissingError(program);
    throw error;
  }
}

/** pg_dump's first line of complaint, without the password a URL might echo. */
function firstLine(text: string): string {
  return (text.split('\n').find((line) => line.trim() !== '') ?? '')
    .replace(/postgres(ql)?:\/\/\S+/g, 'postgres://…')
    .slice(0, 300);
}
