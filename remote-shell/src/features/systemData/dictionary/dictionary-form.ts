import type {
  DictionaryDataBody,
  DictionaryDataRecord,
  DictionaryTypeBody,
  DictionaryTypeRecord,
} from '@mepm/contract';
import {
  EMPTY_CODED_RECORD,
  toCodedBody,
  toCodedValues,
  validateCodedRecord,
} from '../../../shared/crud';
import type { CodedRecordValues } from '../../../shared/crud';

export const FIELDS = 'systemData.dictionary.fields';

/** The names in the other languages; empty shows the simplified Chinese name there. */
interface NameValues {
  zhtw: string;
  en: string;
}

export type DataValues = CodedRecordValues & NameValues & { parentId: string | null };
export type TypeValues = CodedRecordValues &
  NameValues & { parentId: string | null; isTree: boolean };

export const validateDictionary = (values: CodedRecordValues) =>
  validateCodedRecord(values, FIELDS);

const namesOf = (values: NameValues) => ({ zhtw: values.zhtw.trim(), en: values.en.trim() });

export function dataValues(record: DictionaryDataRecord | undefined): DataValues {
  if (!record) return { ...EMPTY_CODED_RECORD, zhtw: '', en: '', parentId: null };
  return { ...toCodedValues(record), ...record.names, parentId: record.parentId };
}

export function dataBody(typeId: string, values: DataValues): DictionaryDataBody {
  return { ...toCodedBody(values), typeId, names: namesOf(values), parentId: values.parentId };
}

export function typeValues(
  record: DictionaryTypeRecord | undefined,
  parentId: string | null,
): TypeValues {
  if (!record) return { ...EMPTY_CODED_RECORD, zhtw: '', en: '', parentId, isTree: false };
  return {
    ...toCodedValues({ ...record, enabled: true }),
    ...record.names,
    parentId: record.parentId,
    isTree: record.isTree,
  };
}

export function typeBody(values: TypeValues): DictionaryTypeBody {
  const { enabled: _enabled, ...coded } = toCodedBody(values);
  return { ...coded, names: namesOf(values), parentId: values.parentId, isTree: values.isTree };
}
