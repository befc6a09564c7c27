import type { OrganizeBody, OrganizeRecord } from '@mepm/contract';
import type { TextPrefix } from '../../../kernel/i18n/text-key';
import {
  EMPTY_CODED_RECORD,
  chooseRequired,
  toCodedBody,
  toCodedValues,
  validateCodedRecord,
} from '../../../shared/crud';
import type { CodedRecordField, CodedRecordValues, FieldErrors } from '../../../shared/crud';

/** A company or department form: the coded fields plus its place and head. */
export interface OrganizeFormValues extends CodedRecordValues {
  parentId: string | null;
  managerId: string;
}

export type OrganizeFormField = CodedRecordField | 'parentId';

/** Where a company's or a department's field labels are, e.g. `permission.organize.fields`. */
export type OrganizeFields = TextPrefix<CodedRecordField | 'createdTime' | 'parent' | 'manager'>;

export function toOrganizeValues(
  record: OrganizeRecord | undefined,
  defaultParentId: string | null,
): OrganizeFormValues {
  if (!record) return { ...EMPTY_CODED_RECORD, parentId: defaultParentId, managerId: '' };
  return {
    ...toCodedValues(record),
    parentId: record.parentId || null,
    managerId: record.managerId,
  };
}

/** `fields` labels the refusals; a department needs a parent, a company without one is top. */
export function validateOrganize(
  values: OrganizeFormValues,
  fields: OrganizeFields,
  parentRequired: boolean,
): FieldErrors<OrganizeFormField> {
  const errors: FieldErrors<OrganizeFormField> = validateCodedRecord(values, fields);
  if (parentRequired && !values.parentId) errors.parentId = chooseRequired(`${fields}.parent`);
  return errors;
}

export function toOrganizeBody(values: OrganizeFormValues): OrganizeBody {
  return { ...toCodedBody(values), parentId: values.parentId ?? '', managerId: values.managerId };
}
