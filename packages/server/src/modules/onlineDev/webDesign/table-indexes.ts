import { createHash } from 'node:crypto';
import { PARENT_ID, ROW_ID, type DesignTableEntry } from '@mepm/form-engine';
import { qualified, quoteIdent as q } from '../../../kernel/table-design/sql-text';

/** PostgreSQL's longest identifier: a longer index name would be cut, and two could meet. */
const NAME_MAX = 63;

/** `<table>_<suffix>`, or for a long table name its start and a hash of the whole. */
export function indexName(table: string, suffix: string): string {
  const name = `${table}_${suffix}`;
  if (name.length <= NAME_MAX) return name;
  const hash = createHash('sha1').update(table).digest('hex').slice(0, 8);
  return `${table.slice(0, NAME_MAX - suffix.length - hash.length - 2)}_${hash}_${suffix}`;
}

/** One index a designed table keeps: its name and the statement making it. */
export interface DesignedIndex {
  name: string;
  statement: string;
}

/**
 * The indexes that keep a generated page fast however many records it holds: on a main table
 * the list's default order (newest first, as list-filter's listOrder sorts it, so the first page
 * reads twenty index entries rather than sorting the table), on a sub-table its parent's key
 * (every read, write and delete of a record finds its rows by it).
 */
export function designedIndexes(schema: string, entry: DesignTableEntry): DesignedIndex[] {
  const table = qualified(schema, entry.table);
  if (entry.typeId === '0') {
    const name = indexName(entry.table, 'parent_idx');
    return [
      {
        name,
        statement: `CREATE INDEX ${q(name)} ON ${table} (${q(entry.foreignField || PARENT_ID)})`,
      },
    ];
  }
  const name = indexName(entry.table, 'newest_idx');
  return [
    {
      name,
      statement: `CREATE INDEX ${q(name)} ON ${table} ("f_created_at" DESC NULLS LAST, ${q(ROW_ID)} DESC)`,
    },
  ];
}
