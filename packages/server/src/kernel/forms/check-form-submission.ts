import type { FormDesign, FormValues, Language } from '@mepm/contract';
import { fieldEntries, validateSubmission, type SubmissionResult } from '@mepm/form-engine';
import type { Queryable } from '../../db/client';
import { newId } from '../../ids';
import type { Caller } from '../caller';
import type { InterfaceOptions } from './interface-options';
import { serverOptions } from './server-options';
import { relationReferenceErrors } from './relation-references';
import { uploadReferenceErrors } from './upload-references';

export interface FormSubmission {
  db: Queryable;
  /**
   * Who writes: their id (their own uploads, the interface call log). Never their rights: the
   * check runs inside transactions, where reading them through another connection would wait on
   * the embedded database's one session.
   */
  caller: Pick<Caller, 'id' | 'language'>;
  /** The language errors are written in (the caller's, as a rule). */
  language: Language;
  /** A design that passed `checkFormDesign` when it was stored. */
  design: FormDesign;
  /** What the caller sent, unchecked. */
  values: unknown;
  mode: 'create' | 'update';
  /** The fields the caller may write (form field grants); others are dropped. */
  writableFields?: ReadonlySet<string>;
  /** The record's values as stored, on update. */
  stored?: FormValues;
  /** `deps.interfaceOptions`: data interfaces run as the caller. */
  interfaceOptions: InterfaceOptions;
}

/**
 * The check every write of form values goes through before it is stored: the form engine's
 * `validateSubmission` (the very check the shell runs before submit) with what only the server
 * knows: the enabled items of dictionaries and the options of data interfaces the caller may run
 * checked as option lists, upload values referring only to the caller's own uploads or to files
 * the record already held, and relation-form values naming live records of their design.
 * Answers the values to store or the errors, each naming its field by label in `language`.
 */
export async function checkFormSubmission(submission: FormSubmission): Promise<SubmissionResult> {
  const { db, caller, design, values, language, mode, writableFields, stored } = submission;
  const entries = fieldEntries(design);
  const optionsOf = await serverOptions(db, caller, submission.interfaceOptions, entries, values);
  const checked = validateSubmission(design, values, {
    language,
    mode,
    optionsOf,
    // Every stored sub-table row carries an id, so that its read-only cells follow it.
    newRowId: () => newId(),
    ...(writableFields ? { writableFields } : {}),
    ...(mode === 'update' && stored ? { stored } : {}),
  });
  if (!checked.ok) return checked;
  // Files the record held count only on update: on create there is no record yet.
  const held = mode === 'update' ? stored : undefined;
  const errors = [
    ...(await uploadReferenceErrors(db, caller.id, entries, checked.values, held, language)),
    ...(await relationReferenceErrors(db, entries, checked.values, held, language)),
  ];
  return errors.length > 0 ? { ok: false, errors } : checked;
}
