import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { DatabaseDumps } from '../db/types';
import type { CacheRegistry } from './cache/cache-registry';
import type { TextTable } from './i18n/catalog';
import type { JobDefinition } from './jobs/job';
import type { JobRegistry } from './jobs/job-registry';
import type { TextOverrides } from './i18n/text-overrides';
import type { SeedMenu } from './menu/seed-menu';
import type { LoginFailures } from './sign-in/login-failures';
import type { LogWriter } from './logs/log-writer';
import type { MessagePush } from './messages/message-push';
import type { UnreadNoticeCounter, UnreadNotices } from './messages/unread-notices';
import type { DirectMessageWriter, DirectMessages } from './messages/direct-messages';
import type { FileReadGrant, FileReadRule } from './files/file-readers';
import type { SmsSender } from './sms/sms-sender';
import type { SecretBox } from './data-sources/secret-box';
import type { SourceConnections } from './data-sources/source-connection';
import type { Realtime } from './realtime/realtime';
import type { DataSourceUse } from './data-sources/source-uses';
import type { SystemSettings } from './settings/system-settings';
import type { InterfaceOptionSource, InterfaceOptions } from './forms/interface-options';

/**
 * Rows a module ships beside its menu entries (example records), made at every start after the
 * base seed. It must be idempotent and cheap when its rows are there: found by their codes,
 * never overwriting what people edited, safe when two servers start on one database.
 */
export type SeedData = (db: Db) => Promise<void>;

/** What the application hands every module's routes; a module takes the part it needs. */
export interface ModuleDeps {
  db: Db;
  /** The connections behind `db`, for figures about them (the monitor); query through `db`. */
  pool: pg.Pool;
  config: AppConfig;
  /** The clock of sessions, codes and rate windows; tests move it forward. */
  now: () => Date;
  /**
   * Settles once the database is open, migrated and seeded: work that starts by itself (the task
   * scheduler) waits for it; requests need not, the server listens only then.
   */
  databaseReady: Promise<unknown>;
  /** The sign-in failure counters: every check of a password or code takes an attempt. */
  failures: LoginFailures;
  /** The system log's batched writer (sign-in failures, client errors). */
  logs: LogWriter;
  smsSender: SmsSender;
  /** The application's caches: a module that keeps one registers it here (cache page). */
  caches: CacheRegistry;
  /** Every module's built-in jobs, by name (scheduled tasks run them). */
  jobs: JobRegistry;
  /** The shipped catalog and the overrides of its texts that the translator applies. */
  textOverrides: TextOverrides;
  /** The system configuration administrators change at run time (kernel/settings). */
  settings: SystemSettings;
  /** Open pools to data sources by id: the platform's own database and the external ones. */
  dataSources: SourceConnections;
  /** Seals data-source passwords (AES-256-GCM; DATA_SOURCE_KEY or the data folder's key file). */
  secretBox: SecretBox;
  /** What every module declared as using data sources: a source in use is not deleted. */
  dataSourceUses: readonly DataSourceUse[];
  /**
   * Backups of the platform's own database, once it is open; undefined for an application built
   * on a bare pool (some tests).
   */
  databaseDumps: () => Promise<DatabaseDumps | undefined>;
  /** Frames for users' sockets and the ends of their sessions, on every server process. */
  realtime: Realtime;
  /** Tells open sockets that unread notice counts changed, on every server process. */
  messagePush: MessagePush;
  /** Users' unread notice counts, as the module that keeps notices counts them. */
  unreadNotices: UnreadNotices;
  /** System messages to named users (workflow to-dos and CC), written in the caller's transaction. */
  directMessages: DirectMessages;
  /** Who may read files of the types other modules decide for (chat images), by type. */
  fileReaders: ReadonlyMap<string, FileReadRule>;
  /** Further readers of the types the files module decides for (a task's history files). */
  fileGrants: readonly FileReadGrant[];
  /** Data interfaces' options as a caller loads them, for checks of submitted forms. */
  interfaceOptions: InterfaceOptions;
}

/**
 * One capability of the server, as the application composes it: `modules/index.ts` lists them,
 * and routes, menu entries, texts and unique constraints follow from that list alone.
 */
export interface ServerModule {
  /** The capability's name: its folder, its menu code and its contract prefix. */
  name: string;
  /** Registered once, in list order; absent for a module that only ships menu entries. */
  routes?: FastifyPluginAsyncTypebox<ModuleDeps>;
  /** Tables only this module uses; drizzle-kit reads them from the module's `schema.ts`. */
  tables?: Readonly<Record<string, PgTable>>;
  /** The menu entries of its pages, parents before children. */
  seedMenus?: readonly SeedMenu[];
  /** Rows it ships beyond the menu (see SeedData). */
  seedData?: SeedData;
  /** Its texts by key; `messages.ts` beside it adds the keys to the message catalog's type. */
  messages?: TextTable;
  /** Display names of its own request fields, for validation messages. */
  fieldNames?: TextTable;
  /** Unique constraints its writes may break, by the field a person knows them by. */
  uniqueFields?: Readonly<Record<string, string>>;
  /** Built-in jobs that scheduled tasks may run by name (`kernel/jobs/job.ts`). */
  jobs?: readonly JobDefinition[];
  /** Records of this module that name a data source, which then cannot be deleted. */
  dataSourceUses?: readonly DataSourceUse[];
  /** Counts users' unread notices for the modules that tell them (one module provides it). */
  unreadNoticeCounter?: UnreadNoticeCounter;
  /** Writes system messages to named users (the module keeping messages provides it). */
  directMessageWriter?: DirectMessageWriter;
  /** Who may read the stored files of a type this module decides for. */
  fileReaders?: readonly FileReadRule[];
  /** Lets the readers of this module's records read the files they name. */
  fileGrants?: readonly FileReadGrant[];
  /** Runs data interfaces for form checks (the module keeping them provides it). */
  interfaceOptionSource?: InterfaceOptionSource;
}

/** Declares a module; the identity function keeps the literal types for the composition. */
export function defineModule<const M extends ServerModule>(module: M): M {
  return module;
}
