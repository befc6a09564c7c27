import type { Language } from '@mepm/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataVersions } from '../../db/schema/data-version';
import type { DataVersions } from '../data/table-versions';
import type { Catalog } from './catalog';

/** An override of one server text in one language. */
export interface ServerOverride {
  key: string;
  language: Language;
  text: string;
}

/** Where overrides are kept: a versioned table (its trigger raises `data_versions`) and a loader. */
export interface OverrideSource {
  table: string;
  load: () => Promise<readonly ServerOverride[]>;
}

/**
 * The server texts people overrode, kept in memory for the synchronous translator. The table is
 * versioned, so each request checks it with no query when it is signed in (the session statement
 * read the versions) and one small query otherwise; a changed version reloads the table, also
 * when another server process made the change.
 */
export class TextOverrides {
  private source: OverrideSource | undefined;
  private texts = new Map<string, string>();
  private version = '';
  private loading: Promise<void> | undefined;
  private loadingVersion = '';

  constructor(
    readonly catalog: Catalog,
    private readonly db: Db,
  ) {}

  /** The module that stores overrides names its table and loader here. */
  use(source: OverrideSource): void {
    this.source = source;
  }

  /** The overriding text of a message, if any. */
  text(language: Language, key: string): string | undefined {
    return this.texts.get(`${language}\u0000${key}`);
  }

  /** How many override texts are kept (the cache page shows it). */
  get size(): number {
    return this.texts.size;
  }

  /**
   * Makes the next request reload the overrides. The kept texts stay until then, so no request
   * meanwhile answers with a shipped text that an override replaces.
   */
  forget(): number {
    this.version = '';
    return this.texts.size;
  }

  /** Brings the kept table up to the given versions (read now when the request has none). */
  async freshen(versions: DataVersions | undefined): Promise<void> {
    const source = this.source;
    if (source === undefined) return;
    const version = versions ? (versions[source.table] ?? '') : await this.readVersion(source);
    if (version === this.version) return;
    if (this.loading === undefined || this.loadingVersion !== version) {
      this.loadingVersion = version;
      this.loading = this.reload(source, version).finally(() => {
        this.loading = undefined;
      });
    }
    await this.loading;
  }

  private async reload(source: OverrideSource, version: string): Promise<void> {
    const rows = await source.load();
    this.texts = new Map(rows.map((row) => [`${row.language}\u0000${row.key}`, row.text]));
    this.version = version;
  }

  private async readVersion(source: OverrideSource): Promise<string> {
    const [row] = await this.db
      .select({ version: dataVersions.version })
      .from(dataVersions)
      .where(eq(dataVersions.name, source.table));
    return row === undefined ? '' : String(row.version);
  }
}
