import { SUMMABLE_FIELD_KEYS, type FormField } from '@mepm/contract';
import { fieldEntries } from '@mepm/form-engine';

/** A field a formula may read: a number-like field, or a sub-table's number-like column. */
export interface Operand {
  /** The token's `field`: `price`, `lines.qty` (a column's sum), or `qty` within its row. */
  ref: string;
  label: string;
  /** A column read as its sum over the rows (`table.column`). */
  table?: string;
}

const numeric = (field: FormField) =>
  (SUMMABLE_FIELD_KEYS as readonly string[]).includes(field.__config__.wyzxKey);

const modelOf = (field: FormField) => ('__vModel__' in field ? field.__vModel__ : undefined);

/**
 * What the formula of `self` may read (docs/reference/form-design.md, "Design check"): number,
 * amount, slider and calculate fields and `table.column` of such columns; a column's formula
 * reads its own row's columns by plain name. Never `self`.
 */
export function formulaOperands(fields: readonly FormField[], self: FormField): Operand[] {
  const entries = fieldEntries({ formConf: {}, fields: [...fields] });
  const own = entries.find((entry) => entry.field.__config__.formId === self.__config__.formId);
  const selfModel = modelOf(self);
  if (own?.table) {
    const table = own.table;
    return entries.flatMap((entry) => {
      const model = modelOf(entry.field);
      if (entry.table !== table || !numeric(entry.field) || !model || model === selfModel)
        return [];
      return [{ ref: model, label: entry.field.__config__.label }];
    });
  }
  return entries.flatMap((entry): Operand[] => {
    const model = modelOf(entry.field);
    if (!model || !numeric(entry.field) || entry.field === self) return [];
    if (!entry.table)
      return model === selfModel ? [] : [{ ref: model, label: entry.field.__config__.label }];
    const tableModel = entry.table.__vModel__;
    return [
      {
        ref: `${tableModel}.${model}`,
        label: entry.field.__config__.label,
        table: entry.table.__config__.label,
      },
    ];
  });
}
