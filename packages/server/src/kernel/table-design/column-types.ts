import type { DataModelColumn, DataModelColumnType } from '@mepm/contract';
import type { CatalogColumn } from './catalog';

/** A column's type as the page designs it: the type and its length/precision and scale. */
export interface DesignedType {
  type: DataModelColumnType;
  length: number | null;
  scale: number | null;
}

/** The SQL of a designed type; a varchar without a length gets 255, a decimal 18,2. */
export function typeSql({ type, length, scale }: DesignedType): string {
  switch (type) {
    case 'varchar':
      return `varchar(${length ?? 255})`;
    case 'decimal':
      return `numeric(${length ?? 18},${scale ?? (length === null ? 2 : 0)})`;
    case 'int':
      return 'integer';
    default:
      return type;
  }
}

const spelled: ReadonlyArray<[RegExp, (match: RegExpMatchArray) => DesignedType]> = [
  [/^character varying\((\d+)\)$/, (m) => ({ type: 'varchar', length: Number(m[1]), scale: null })],
  [/^text$/, () => ({ type: 'text', length: null, scale: null })],
  [/^integer$/, () => ({ type: 'int', length: null, scale: null })],
  [/^bigint$/, () => ({ type: 'bigint', length: null, scale: null })],
  [
    /^numeric\((\d+),(\d+)\)$/,
    (m) => ({ type: 'decimal', length: Number(m[1]), scale: Number(m[2]) }),
  ],
  [/^boolean$/, () => ({ type: 'boolean', length: null, scale: null })],
  [/^date$/, () => ({ type: 'date', length: null, scale: null })],
  [/^timestamp with time zone$/, () => ({ type: 'timestamptz', length: null, scale: null })],
  [/^jsonb$/, () => ({ type: 'jsonb', length: null, scale: null })],
];

/** The designed type of a catalog type, or undefined when the page cannot design it. */
export function designedType(catalogType: string): DesignedType | undefined {
  for (const [pattern, read] of spelled) {
    const match = catalogType.match(pattern);
    if (match) return read(match);
  }
  return undefined;
}

/**
 * A default as the page shows it: the literal PostgreSQL keeps (`'a b'::character varying`
 * reads `a b`), a number, or one of the two clock keywords. Undefined for any other expression
 * (a sequence, a function): such a column cannot be designed.
 */
export function designedDefault(expression: string | null): string | null | undefined {
  if (expression === null) return null;
  const cast = String.raw`(?:::[a-z ]+(?:\(\d+(?:,\d+)?\))?)?`;
  const standard = expression.match(new RegExp(String.raw`^'((?:[^']|'')*)'${cast}$`));
  if (standard) return (standard[1] ?? '').replace(/''/g, "'");
  const escaped = expression.match(new RegExp(String.raw`^E'((?:[^'\\]|''|\\.)*)'${cast}$`));
  if (escaped) return (escaped[1] ?? '').replace(/''/g, "'").replace(/\\(.)/g, '$1');
  if (/^-?\d+(\.\d+)?$/.test(expression)) return expression;
  if (/^\(-?\d+(\.\d+)?\)(::[a-z ]+)?$/.test(expression))
    return expression.replace(/^\(|\)(::.*)?$/g, '');
  if (expression === 'true' || expression === 'false') return expression;
  if (expression === 'CURRENT_TIMESTAMP' || expression === 'now()') return 'CURRENT_TIMESTAMP';
  if (expression === 'CURRENT_DATE') return 'CURRENT_DATE';
  return undefined;
}

/** A catalog column as the page reads it. */
export function readColumn(column: CatalogColumn): DataModelColumn {
  const design = designedType(column.type);
  const defaultValue = designedDefault(column.defaultExpression);
  return {
    name: column.name,
    type: column.type,
    design: design !== undefined && defaultValue !== undefined ? design.type : null,
    length: design?.length ?? null,
    scale: design?.scale ?? null,
    nullable: column.nullable,
    primaryKey: column.primaryKey,
    defaultValue: defaultValue === undefined ? column.defaultExpression : defaultValue,
    comment: column.comment,
  };
}
