import type { PositionBody, PositionRecord } from '@mepm/contract';
import {
  EMPTY_CODED_RECORD,
  chooseRequired,
  toCodedBody,
  toCodedValues,
  validateCodedRecord,
} from '../../../shared/crud';
import type { CodedRecordField, CodedRecordValues, FieldErrors } from '../../../shared/crud';

export const POSITION_FIELDS = 'permission.position.fields';

/** A position form: the coded fields plus the organisation it belongs to. */
export interface PositionFormValues extends CodedRecordValues {
  organizeId: string | null;
}

export type PositionFormField = CodedRecordField | 'organizeId';

/** A new position starts in `defaultOrganizeId`, the list's current filter. */
export function toPositionValues(
  record: PositionRecord | undefined,
  defaultOrganizeId: string | null,
): PositionFormValues {
  return record
    ? { ...toCodedValues(record), organizeId: record.organizeId }
    : { ...EMPTY_CODED_RECORD, organizeId: defaultOrganizeId };
}

export function validatePosition(values: PositionFormValues): FieldErrors<PositionFormField> {
  const errors: FieldErrors<PositionFormField> = validateCodedRecord(values, POSITION_FIELDS);
  if (!values.organizeId) errors.organizeId = chooseRequired(`${POSITION_FIELDS}.organize`);
  return errors;
}

export function toPositionBody(values: PositionFormValues): PositionBody {
  return { ...toCodedBody(values), organizeId: values.organizeId ?? '' };
}
