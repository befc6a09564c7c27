export { validators, RULE_NAMES, type RuleName } from './validate/rules';
export { ruleMessages, type Language } from './validate/messages';
export { validate } from './validate/validate';
export { isNameOfWords } from './validate/name-words';
export { checkFormDesign, MAX_DESIGN_CHARS, type DesignCheck } from './design/check-design';
export { designErrorText, type DesignError } from './design/design-error';
export { DESIGN_MESSAGES, type DesignMessageKey } from './design/messages';
export { MAX_DESIGN_NODES, MAX_LAYOUT_DEPTH } from './design/walk-nodes';
export { placementAllowed, type Placement } from './design/placement';
export { checkFormula, toReversePolish, type FormulaProblem } from './calculate/formula';
export { evaluateFormula, roundTo, DEFAULT_PRECISION } from './calculate/evaluate';
export { applyCalculations } from './calculate/calculate-values';
export { amountInChinese, AMOUNT_TOO_LARGE } from './calculate/amount-chinese';
export { fieldEntries, type FieldEntry } from './model/field-entries';
export { alwaysRequiredFields } from './model/always-required';
export { defaultOf, startValues } from './model/start-values';
export { designKeys, formDataFields } from './model/form-data-fields';
export { isValues } from './model/is-values';
export { formatText, type MessageParams, type Texts } from './text/format';
export { propertyPath, wrongProperties } from './design/schema-errors';
export {
  evaluateLinkage,
  assignValues,
  type FieldState,
  type LinkageStates,
} from './linkage/evaluate-linkage';
export { compare, holds, isEmpty } from './linkage/compare';
export { filterOptions } from './linkage/filter-options';
export { validateSubmission } from './submission/validate-submission';
export {
  OPTIONS_UNAVAILABLE,
  type SubmissionContext,
  type SubmissionError,
  type SubmissionResult,
} from './submission/submission-types';
export { SUBMISSION_MESSAGES, type SubmissionMessageKey } from './submission/messages';
export { MAX_SUB_TABLE_ROWS } from './submission/check-sub-table';
export { MAX_UPLOADS, type UploadedFile } from './submission/upload-values';
export { COMMON_MESSAGES } from './validate/common-messages';
export type { PatternEngine } from './design/pattern-engine';
export { linearPatterns, PATTERN_INPUT_LIMIT } from './design/linear-patterns';
export {
  designTables,
  MAIN_TABLE_PREFIX,
  type DesignedTable,
  type DesignTableEntry,
  type DesignTableProblem,
  type DesignTablesResult,
} from './tables/design-tables';
export { columnTypeOf, type ColumnType } from './tables/column-of-field';
export { snakeCase } from './tables/snake-case';
export { PARENT_ID, ROW_ID } from './tables/system-columns';
export {
  planTables,
  typeText,
  widens,
  type DestructiveChange,
  type TablePlan,
  type TableStep,
} from './tables/table-plan';
export { listableFields, type ListableField } from './list/listable-fields';
