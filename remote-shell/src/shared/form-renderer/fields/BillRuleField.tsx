import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../field-props';
import { ReadOnlyText } from './ReadOnlyText';

/** The bill number: the server draws it on create, so until then 系统自动生成 stands in. */
export function BillRuleField(props: FieldProps<'billRule'>) {
  const { t } = useTranslation();
  const number = typeof props.value === 'string' ? props.value : '';
  return <ReadOnlyText id={props.inputId} text={number || t('formFields.autoFilled')} />;
}
