import type { Db } from '../../db/client';
import { serverSecret } from '../settings/server-secret';

/** The key of signed download names: the server's, shared by every process on the database. */
export const downloadSigningKey = (db: Db): Promise<Buffer> =>
  serverSecret(db, 'downloadSigningKey');
