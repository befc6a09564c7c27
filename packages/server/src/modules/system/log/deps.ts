import type { Db } from '../../../db/client';
import type { LogWriter } from '../../../kernel/logs/log-writer';

/** What the system log's routes need from the application. */
export interface LogDeps {
  db: Db;
  now: () => Date;
  logs: LogWriter;
}
