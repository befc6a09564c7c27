import type { UploadConfig } from '../../config';
import type { Db } from '../../db/client';

/** What the file routes need from the application. */
export interface FilesDeps {
  db: Db;
  /** The size limit, the per-user rate and the per-user quota of uploads. */
  uploads: UploadConfig;
}
