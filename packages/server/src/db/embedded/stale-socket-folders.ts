import { lstat, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { knock } from './liveness-socket';
import { SOCKET_DIR_PREFIX, SOCKET_PORT } from './start-pglite-host';

// A socket just bound may not listen yet; one this old whose connections are refused is dead.
const YOUNG_SOCKET_MS = 5000;
// A host listens within its start timeout (3 minutes) or is stopped; a folder without a socket
// for longer than this belongs to a host that was killed before it listened.
const ABANDONED_FOLDER_MS = 10 * 60_000;

/**
 * Removes the socket folders of PGlite hosts that were killed (a host removes its own when it
 * closes). A folder whose socket still accepts connections belongs to a running server, of this
 * data folder or another, and is left alone. Returns the folders removed.
 */
export async function removeStaleSocketFolders(parent = tmpdir()): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(parent)) {
    if (!name.startsWith(SOCKET_DIR_PREFIX)) continue;
    const folder = path.join(parent, name);
    if (await isStale(folder)) {
      await rm(folder, { recursive: true, force: true });
      removed.push(folder);
    }
  }
  return removed;
}

async function isStale(folder: string): Promise<boolean> {
  const socketPath = path.join(folder, `.s.PGSQL.${SOCKET_PORT}`);
  const now = Date.now();
  try {
    const socket = await lstat(socketPath);
    return now - socket.mtimeMs > YOUNG_SOCKET_MS && (await knock(socketPath)) === 'nobody';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // EACCES: another user's folder, not ours to judge.
    if (code !== 'ENOENT') return false;
  }
  try {
    return now - (await lstat(folder)).mtimeMs > ABANDONED_FOLDER_MS;
  } catch {
    return false;
  }
}
