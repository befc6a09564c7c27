import type { UserInfo } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../kernel/hooks';
import { useShownLanguage } from '../../../kernel/i18n/use-shown-language';
import { DATE_PATTERNS, designDatePattern, formatDate } from '../../format';
import type { ControlKey, FieldProps, RenderMode } from '../field-props';
import { ReadOnlyText } from './ReadOnlyText';

/** The fields the server fills from who saves the record and when. */
export type SystemKey =
  | 'createUser'
  | 'createTime'
  | 'modifyUser'
  | 'modifyTime'
  | 'currOrganize'
  | 'currDepartment'
  | 'currPosition';

/** What a new record will get, from the signed-in session; null: the server decides later. */
const ON_CREATE: Record<SystemKey, ((user: UserInfo) => string) | 'auto' | 'none'> = {
  createUser: (user) => user.userName,
  createTime: 'auto',
  modifyUser: 'none',
  modifyTime: 'none',
  currOrganize: (user) => user.organizeName,
  currDepartment: (user) => user.departmentName,
  // The session names no position: the server fills it in.
  currPosition: 'auto',
};

function shownValue(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

interface Shown {
  key: SystemKey;
  value: unknown;
  mode: RenderMode;
  format?: string;
}

/** The text a server-filled field shows: the stored value, or on create what it will be. */
function useSystemText({ key, value, mode, format }: Shown): string {
  const { t } = useTranslation();
  const language = useShownLanguage();
  const user = useAppSelector((state) => state.session.userInfo);
  const isTime = key === 'createTime' || key === 'modifyTime';
  const stored = isTime
    ? formatDate(
        value as string | number | null | undefined,
        language,
        designDatePattern(format, DATE_PATTERNS.dateTimeSeconds),
      )
    : shownValue(value);
  if (stored || mode !== 'create') return stored;
  const future = ON_CREATE[key];
  if (future === 'auto') return t('formFields.autoFilled');
  if (future === 'none' || user === null) return '';
  return future(user);
}

function systemField<Key extends SystemKey & ControlKey>(key: Key) {
  function SystemField(props: FieldProps<Key>) {
    const format = 'format' in props.field ? (props.field.format as string | undefined) : undefined;
    const text = useSystemText({ key, value: props.value, mode: props.mode, format });
    return <ReadOnlyText id={props.inputId} text={text} />;
  }
  SystemField.displayName = `${key}Field`;
  return SystemField;
}

/*
 * Creator, create time, modifier, modify time and the creator's organisation, department and
 * position: read-only text the server fills on save. A stored value is shown as the server gave
 * it (names, times formatted); a new record shows the signed-in user's names from the session.
 */
export const CreateUserField = systemField('createUser');
export const CreateTimeField = systemField('createTime');
export const ModifyUserField = systemField('modifyUser');
export const ModifyTimeField = systemField('modifyTime');
export const CurrOrganizeField = systemField('currOrganize');
export const CurrDepartmentField = systemField('currDepartment');
export const CurrPositionField = systemField('currPosition');
