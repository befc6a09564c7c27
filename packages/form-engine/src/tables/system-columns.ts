import type { DataModelColumnDesign } from '@mepm/contract';

/** The key of every row: an id made by the platform (a UUIDv7, 36 characters). */
export const ROW_ID = 'f_id';
/** A sub-table row's parent: the main table's `f_id`. */
export const PARENT_ID = 'f_foreign_id';

const id = (name: string, primaryKey: boolean): DataModelColumnDesign => ({
  name,
  type: 'varchar',
  length: 50,
  nullable: false,
  primaryKey,
});

/**
 * The columns the platform keeps in a design's main table, named as its own tables name them
 * (creator_user_id, created_at, modifier_user_id, updated_at, version) with the `f_` prefix that
 * keeps them apart from the form's keys: who and when, the concurrency lock's version and the
 * logical-delete mark.
 */
export const MAIN_SYSTEM_COLUMNS: readonly DataModelColumnDesign[] = [
  id(ROW_ID, true),
  { name: 'f_creator_user_id', type: 'varchar', length: 50, nullable: true, primaryKey: false },
  {
    name: 'f_created_at',
    type: 'timestamptz',
    nullable: false,
    primaryKey: false,
    defaultValue: 'CURRENT_TIMESTAMP',
  },
  { name: 'f_modifier_user_id', type: 'varchar', length: 50, nullable: true, primaryKey: false },
  { name: 'f_updated_at', type: 'timestamptz', nullable: true, primaryKey: false },
  { name: 'f_version', type: 'int', nullable: false, primaryKey: false, defaultValue: '0' },
  { name: 'f_delete_mark', type: 'int', nullable: false, primaryKey: false, defaultValue: '0' },
];

/** A sub-table's own columns: its row id and its parent's. */
export const CHILD_SYSTEM_COLUMNS: readonly DataModelColumnDesign[] = [
  id(ROW_ID, true),
  id(PARENT_ID, false),
];
