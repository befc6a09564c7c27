import type { OrganizeBody, OrganizeRecord } from '@mepm/contract';
import { EMPTY_CODED_RECORD, toCodedBody, toCodedValues } from './record-form';
import type { CodedRecordValues } from './record-form';

/** A company or department form: the coded fields plus its place and head. */
export interface OrganizeFormValues extends CodedRecordValues {
  parentId: string | null;
  managerId: string;
}

export function emptyOrganize(parentId: string | null): OrganizeFormValues {
  return { ...EMPTY_CODED_RECORD, parentId, managerId: '' };
}

export function toOrganizeValues(record: OrganizeRecord): OrganizeFormValues {
  return {
    ...toCodedValues(record),
    parentId: record.parentId || null,
    managerId: record.managerId,
  };
}

export function toOrganizeBody(values: OrganizeFormValues): OrganizeBody {
  return { ...toCodedBody(values), parentId: values.parentId ?? '', managerId: values.managerId };
}
