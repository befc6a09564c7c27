import type { SizeLimit } from '@mepm/contract';
import type { Db } from '../../db/client';

/** What the file routes need from the application. */
export interface FilesDeps {
  db: Db;
  /** The largest upload accepted (SPEC §9: 2 MB unless configured otherwise). */
  uploadLimit: SizeLimit;
}
