import { composeCatalog, type Catalog } from './i18n/catalog';
import { KERNEL_FIELD_NAMES, KERNEL_MESSAGES } from './i18n/messages';
import { composeJobs, type JobRegistry } from './jobs/job-registry';
import type { SeedMenu } from './menu/seed-menu';
import type { SeedData, ServerModule } from './module';
import type { DataSourceUse } from './data-sources/source-uses';
import { composeFileReaders, type FileReadGrant, type FileReadRule } from './files/file-readers';
import type { UnreadNoticeCounter } from './messages/unread-notices';
import type { DirectMessageWriter } from './messages/direct-messages';
import type { InterfaceOptionSource } from './forms/interface-options';

/** What the application, the seed and the error handler take from the list of modules. */
export interface Composition {
  catalog: Catalog;
  seedMenus: readonly SeedMenu[];
  /** Unique constraint name → the field a person knows it by. */
  uniqueFields: ReadonlyMap<string, string>;
  /** Every module's built-in jobs by name. */
  jobs: JobRegistry;
  /** Every module's records that name a data source. */
  dataSourceUses: readonly DataSourceUse[];
  /** The unread-notice counter the module keeping notices provides, if it is listed. */
  unreadNoticeCounter: UnreadNoticeCounter | undefined;
  /** The writer of system messages the module keeping messages provides, if it is listed. */
  directMessageWriter: DirectMessageWriter | undefined;
  /** Who may read files of the types modules decide for. */
  fileReaders: ReadonlyMap<string, FileReadRule>;
  /** Every module's further readers of files. */
  fileGrants: readonly FileReadGrant[];
  /** The data-interface runner the module keeping interfaces provides, if it is listed. */
  interfaceOptionSource: InterfaceOptionSource | undefined;
}

/**
 * Gathers the modules' contributions. Two modules by one name, one message key twice, or one
 * constraint named as two different fields are mistakes that stop the server at start.
 */
export function composeModules(modules: readonly ServerModule[]): Composition {
  const names = new Set<string>();
  const uniqueFields = new Map<string, string>();
  for (const module of modules) {
    if (names.has(module.name)) throw new Error(`module ${module.name} is listed twice`);
    names.add(module.name);
    for (const [constraint, field] of Object.entries(module.uniqueFields ?? {})) {
      const known = uniqueFields.get(constraint);
      if (known !== undefined && known !== field) {
        throw new Error(`constraint ${constraint} is named ${known} and ${field}`);
      }
      uniqueFields.set(constraint, field);
    }
  }
  return {
    catalog: composeCatalog([
      { name: 'kernel', messages: KERNEL_MESSAGES, fieldNames: KERNEL_FIELD_NAMES },
      ...modules,
    ]),
    seedMenus: seedMenusOf(modules),
    uniqueFields,
    jobs: composeJobs(modules.flatMap((module) => module.jobs ?? [])),
    dataSourceUses: modules.flatMap((module) => module.dataSourceUses ?? []),
    unreadNoticeCounter: onlyOne(
      'an unread-notice counter',
      modules.flatMap((module) => module.unreadNoticeCounter ?? []),
    ),
    directMessageWriter: onlyOne(
      'a direct-message writer',
      modules.flatMap((module) => module.directMessageWriter ?? []),
    ),
    fileReaders: composeFileReaders(modules.flatMap((module) => module.fileReaders ?? [])),
    fileGrants: modules.flatMap((module) => module.fileGrants ?? []),
    interfaceOptionSource: onlyOne(
      'a data-interface option source',
      modules.flatMap((module) => module.interfaceOptionSource ?? []),
    ),
  };
}

/** The menu entries the modules ship, in list order (the seed needs only these). */
export function seedMenusOf(modules: readonly ServerModule[]): SeedMenu[] {
  return modules.flatMap((module) => module.seedMenus ?? []);
}

/** The rows the modules ship beyond the menu, in list order (after the base seed). */
export function seedDataOf(modules: readonly ServerModule[]): SeedData[] {
  return modules.flatMap((module) => module.seedData ?? []);
}

/** What at most one module may provide. */
function onlyOne<T>(what: string, provided: readonly T[]): T | undefined {
  if (provided.length > 1) throw new Error(`${provided.length} modules provide ${what}`);
  return provided[0];
}
