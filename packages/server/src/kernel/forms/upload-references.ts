import type { FormValues, Language } from '@mepm/contract';
import {
  SUBMISSION_MESSAGES,
  formatText,
  isValues,
  type FieldEntry,
  type SubmissionError,
} from '@mepm/form-engine';
import { fieldCells } from './field-cells';
import type { Queryable } from '../../db/client';
import { fileOwners } from '../files/file-owners';

const UPLOAD_KEYS: ReadonlySet<string> = new Set(['uploadFile', 'uploadImage']);

/** The files one upload field or cell refers to, and how an error names it. */
interface Reference {
  field: string;
  label: string;
  files: { fileId: string; name: string }[];
}

function filesIn(value: unknown): { fileId: string; name: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    isValues(item) && typeof item.fileId === 'string' && typeof item.name === 'string'
      ? [{ fileId: item.fileId, name: item.name }]
      : [],
  );
}

/** Every upload field and cell of `values` that refers to files, named as the engine names them. */
function referencesIn(
  entries: readonly FieldEntry[],
  values: FormValues,
  language: Language,
): Reference[] {
  return fieldCells(entries, values, language, UPLOAD_KEYS)
    .map(({ field, label, value }) => ({ field, label, files: filesIn(value) }))
    .filter((reference) => reference.files.length > 0);
}

/**
 * Upload values may refer only to files the caller uploaded, by their id and stored name, or to
 * files the record already held (`stored`, on update: a file kept from before, whoever uploaded
 * it). Otherwise one could attach, and so read, another user's upload. The files are read in one
 * query; each field or cell referring to a file it may not is named once.
 */
export async function uploadReferenceErrors(
  db: Queryable,
  callerId: string,
  entries: readonly FieldEntry[],
  values: FormValues,
  stored: FormValues | undefined,
  language: Language,
): Promise<SubmissionError[]> {
  const references = referencesIn(entries, values, language);
  if (references.length === 0) return [];
  const kept = new Set(
    (stored ? referencesIn(entries, stored, language) : []).flatMap((reference) =>
      reference.files.map((file) => `${file.fileId}\u0000${file.name}`),
    ),
  );
  const isKept = (file: { fileId: string; name: string }) =>
    kept.has(`${file.fileId}\u0000${file.name}`);
  const asked = references.flatMap((reference) => reference.files.filter((f) => !isKept(f)));
  const owners = await fileOwners(
    db,
    asked.map((file) => file.fileId),
  );
  const mayUse = (file: { fileId: string; name: string }) => {
    if (isKept(file)) return true;
    const owner = owners.get(file.fileId);
    return owner !== undefined && owner.ownerId === callerId && owner.name === file.name;
  };
  return references
    .filter((reference) => !reference.files.every(mayUse))
    .map((reference) => ({
      field: reference.field,
      label: reference.label,
      key: 'fileNotFound' as const,
      message: formatText(SUBMISSION_MESSAGES.fileNotFound[language], { field: reference.label }),
    }));
}
