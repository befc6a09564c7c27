import { constants } from 'node:fs';
import { access, statfs } from 'node:fs/promises';

/** Room the run's databases need at most: two test files' databases and the templates. */
const NEEDED_BYTES = 2 * 1024 ** 3;
const RAM_FOLDER = '/dev/shm';

/**
 * The folder the test processes use as their temporary folder: the machine's RAM-backed folder
 * when it has room, else the system's. Each embedded test database is a copy of a 40 MB template
 * folder, a few hundred a run; on disk their writes and removals made the run wait on the
 * disk (about a tenth of its time on two cores), in RAM they cost next to nothing.
 */
export async function testTmpdir(fallback: string): Promise<string> {
  try {
    await access(RAM_FOLDER, constants.W_OK);
    const space = await statfs(RAM_FOLDER);
    return space.bavail * space.bsize >= NEEDED_BYTES ? RAM_FOLDER : fallback;
  } catch {
    return fallback;
  }
}
