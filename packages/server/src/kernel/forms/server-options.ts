import {
  OPTIONS_UNAVAILABLE,
  isEmpty,
  isValues,
  MAX_SUB_TABLE_ROWS,
  type FieldEntry,
  type SubmissionContext,
} from '@mepm/form-engine';
import type { FieldOption, FormField, FormValues } from '@mepm/contract';
import type { Queryable } from '../../db/client';
import { enabledDictionaryOptions } from '../dictionary/dictionary-options';
import type { InterfaceAsker, InterfaceOptions } from './interface-options';

type Resolved = readonly FieldOption[] | typeof OPTIONS_UNAVAILABLE;

/** Where a field's options live on the server: a dictionary type or a data interface. */
function sourceOf(field: FormField): { dictionary: string } | { interfaceId: string } | undefined {
  const config = field.__config__;
  if (!('dataType' in config)) return undefined;
  if (config.dataType === 'dictionary' && config.dictionaryType) {
    return { dictionary: config.dictionaryType };
  }
  if (config.dataType === 'dynamic' && config.propsUrl) return { interfaceId: config.propsUrl };
  return undefined;
}

/** Whether the submission carries a value for the field (a column: in any row). */
function sent(entry: FieldEntry, input: FormValues): boolean {
  const model = '__vModel__' in entry.field ? entry.field.__vModel__ : undefined;
  if (model === undefined) return false;
  if (!entry.table) return !isEmpty(input[model]);
  const rows = input[entry.table.__vModel__];
  // More rows than a sub-table takes are refused by the engine before any option is read.
  if (!Array.isArray(rows) || rows.length > MAX_SUB_TABLE_ROWS) return false;
  return rows.some((row) => isValues(row) && !isEmpty(row[model]));
}

/**
 * The dictionary and data-interface options of the fields a submission fills, read once for it:
 * one query for every dictionary type, one run per data interface (logged as the caller's). Fields
 * left empty cost nothing. An interface whose options cannot be had makes its fields' values
 * refused.
 */
export async function serverOptions(
  db: Queryable,
  caller: InterfaceAsker,
  interfaceOptions: InterfaceOptions,
  entries: readonly FieldEntry[],
  input: unknown,
): Promise<NonNullable<SubmissionContext['optionsOf']>> {
  const wanted = new Map<FormField, { dictionary: string } | { interfaceId: string }>();
  if (isValues(input)) {
    for (const entry of entries) {
      const source = sourceOf(entry.field);
      if (source !== undefined && sent(entry, input)) wanted.set(entry.field, source);
    }
  }
  const sources = [...wanted.values()];
  const types = [...new Set(sources.flatMap((s) => ('dictionary' in s ? [s.dictionary] : [])))];
  const ids = [...new Set(sources.flatMap((s) => ('interfaceId' in s ? [s.interfaceId] : [])))];
  const [dictionaries, interfaces] = await Promise.all([
    enabledDictionaryOptions(db, types),
    Promise.all(
      ids.map(async (id) => [id, await interfaceOptions.optionsFor(caller, id)] as const),
    ),
  ]);
  const byInterface = new Map(interfaces);
  const resolved = new Map<FormField, Resolved>();
  for (const [field, source] of wanted) {
    const options =
      'dictionary' in source
        ? dictionaries.get(source.dictionary)
        : byInterface.get(source.interfaceId);
    resolved.set(field, options ?? OPTIONS_UNAVAILABLE);
  }
  return (field) => resolved.get(field);
}
