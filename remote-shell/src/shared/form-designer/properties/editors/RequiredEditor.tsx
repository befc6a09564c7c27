import { useTranslation } from 'react-i18next';
import { FlagInput } from '../inputs/FlagInput';
import { withConfig } from '../node-update';
import { readProperty } from '../node-update';
import type { EditorProps } from './editor-props';

/** 是否必填: the static setting; linkage may add a condition on top (LinkageEditor). */
export function RequiredEditor({ field, onChange }: EditorProps) {
  const { t } = useTranslation();
  const value = readProperty(field, 'required', 'config');
  return (
    <FlagInput
      label={t('formDesignerProps.section.required')}
      value={value === true}
      onChange={(required) => onChange(withConfig(field, { required: required || undefined }))}
    />
  );
}
