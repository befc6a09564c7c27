import type { DataModelColumnType, FormField } from '@mepm/contract';

/** A column's type as a table design gives it (see the data model's designed types). */
export interface ColumnType {
  type: DataModelColumnType;
  length?: number;
  scale?: number;
}

/** Above this many characters a text goes in `text`, not `varchar` (a common cap of both kinds). */
export const VARCHAR_MAX = 4000;
/** Digits of a decimal column: the widest exact number, so no field's range overflows it. */
export const DECIMAL_DIGITS = 38;
/** Characters of an id a picker or an option stores (ids are UUIDs; option ids are short). */
const ID_LENGTH = 255;

const varchar = (length: number): ColumnType =>
  length > VARCHAR_MAX ? { type: 'text' } : { type: 'varchar', length };
const decimal = (scale: number): ColumnType => ({
  type: 'decimal',
  length: DECIMAL_DIGITS,
  scale,
});
const JSON_VALUE: ColumnType = { type: 'jsonb' };
const TEXT: ColumnType = { type: 'text' };
const MS: ColumnType = { type: 'bigint' };
const ID: ColumnType = { type: 'varchar', length: ID_LENGTH };

type Props = Record<string, unknown>;
const numberProp = (field: FormField, name: string): number | undefined => {
  const value = (field as Props)[name];
  return typeof value === 'number' ? value : undefined;
};
const isMultiple = (field: FormField) => (field as Props)['multiple'] === true;
/** One id, or a list of them (stored as JSON) when the field takes several. */
const idOrList = (field: FormField) => (isMultiple(field) ? JSON_VALUE : ID);

/**
 * The column that holds a valued field's value (docs/reference/form-design.md "Field types and
 * their values"): texts by their length limit (the engine's default limit when none is set),
 * numbers as exact decimals of the field's precision, dates as ms, lists and objects as JSON.
 */
export function columnTypeOf(field: FormField): ColumnType {
  const key = field.__config__.wyzxKey;
  switch (key) {
    case 'input':
      return varchar(numberProp(field, 'maxlength') ?? 10_000);
    case 'password':
      return varchar(numberProp(field, 'maxlength') ?? 200);
    case 'textarea':
    case 'editor':
    case 'signature':
      return TEXT;
    case 'number':
    case 'slider':
      // Without a precision the engine keeps the decimals typed: the most a decimal field offers.
      return decimal(numberProp(field, 'precision') ?? 10);
    case 'amount':
    case 'calculate':
      return decimal(numberProp(field, 'precision') ?? 2);
    case 'rate':
      return decimal(1);
    case 'switch': {
      const props = field as Props;
      const numeric = [props['activeValue'] ?? 1, props['inactiveValue'] ?? 0].every(
        (value) => typeof value === 'number',
      );
      return numeric ? { type: 'int' } : { type: 'varchar', length: 20 };
    }
    case 'colorPicker':
      return { type: 'varchar', length: 50 };
    case 'date':
    case 'createTime':
    case 'modifyTime':
      return MS;
    case 'time':
      return { type: 'varchar', length: 8 };
    case 'billRule':
      return { type: 'varchar', length: 100 };
    case 'radio':
    case 'relationForm':
    case 'createUser':
    case 'modifyUser':
    case 'currOrganize':
    case 'currDepartment':
    case 'currPosition':
      return ID;
    case 'select':
    case 'treeSelect':
    case 'popupSelect':
    case 'organizeSelect':
    case 'departmentSelect':
    case 'positionSelect':
    case 'roleSelect':
    case 'userSelect':
      return idOrList(field);
    default:
      // checkbox, cascader, address (paths), date and time ranges, uploads: lists and objects.
      return JSON_VALUE;
  }
}
