import type { FieldOption, FormField, FormValues } from '@mepm/contract';
import type { PatternEngine } from '../design/pattern-engine';
import type { Language } from '../validate/messages';
import type { SubmissionMessageKey } from './messages';

/** What `optionsOf` answers for options that could not be read. */
export const OPTIONS_UNAVAILABLE = 'unavailable';

export interface SubmissionContext {
  language: Language;
  /**
   * `update`: a field absent from the values keeps its stored value (no required check, not in
   * the result), and a calculate field is recomputed only when every field its formula reads is
   * present.
   */
  mode: 'create' | 'update';
  /** The fields the caller may write (form field grants); values of others are dropped. */
  writableFields?: ReadonlySet<string>;
  /**
   * The resolved dictionary or data-interface options of a field; when given, membership is
   * checked. `'unavailable'`: they could not be read (the caller may not run the interface, it
   * failed), so a value of the field is refused rather than accepted unchecked.
   */
  optionsOf?: (field: FormField) => readonly FieldOption[] | typeof OPTIONS_UNAVAILABLE | undefined;
  /**
   * The record's values as stored, on update: linkage reads them where the caller sent nothing,
   * and read-only fields keep them (sub-table cells those of their stored row: stored-rows.ts).
   */
  stored?: FormValues;
  /**
   * Makes a sub-table row's id (`SUB_ROW_ID`), given where values are stored (the server): a row
   * that is not a stored one gets a fresh id. Without it, sent ids pass as they are.
   */
  newRowId?: () => string;
  /** Runs regList patterns: `linearPatterns` unless given. */
  patterns?: PatternEngine;
}

export interface SubmissionError {
  /** `__vModel__`, or `table[2].column` for a sub-table cell. */
  field: string;
  /** The field's label, `明细第3行数量` for a cell. */
  label: string;
  /** `rule` for a regList rule, whose text is the rule's or the design's own. */
  key: SubmissionMessageKey | 'rule';
  /** In the caller's language, naming the field. */
  message: string;
}

export type SubmissionResult =
  { ok: true; values: FormValues } | { ok: false; errors: SubmissionError[] };
