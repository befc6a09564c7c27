import type { Tx } from '../../db/client';
import type { MessageKey } from '../i18n/catalog';

/**
 * Something that stores data-source ids (a data interface, a model): a module declares it in its
 * manifest (`dataSourceUses`), and deleting a source it uses is refused with `message`, whose
 * `{name}` is the user's name.
 */
export interface DataSourceUse {
  message: MessageKey;
  /** The name of one record that uses the source, read in the delete's transaction; or none. */
  find(tx: Tx, sourceId: string): Promise<string | undefined>;
}
