import { FieldModel } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../inputs/TextInput';
import { Section } from '../inputs/Section';
import { SchemaProp, SchemaProps } from '../inputs/SchemaProp';
import { withProps } from '../node-update';
import type { PropertySchema } from '../schema-facts';
import type { EditorProps } from './editor-props';

/** FieldModel's pattern, read from the contract's schema. */
const MODEL_PATTERN = (FieldModel as unknown as PropertySchema).pattern;

const CONFIG_NAMES = ['span', 'labelWidth', 'tipLabel', 'noShow', 'columnWidth'];
const CONTROL_NAMES = ['placeholder', 'disabled', 'readonly', 'clearable'];

/** Label, key, layout in the grid and the editable-state switches every input shares. */
export function CommonEditor({ field, onChange }: EditorProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('formDesignerProps.section.common')}>
      <SchemaProp field={field} name="label" place="config" onChange={onChange} />
      <SchemaProp field={field} name="showLabel" place="config" onChange={onChange} defaultOn />
      {'__vModel__' in field ? (
        <TextInput
          label={t('formDesignerProps.prop.vModel')}
          value={field.__vModel__}
          pattern={MODEL_PATTERN}
          required
          helperText={t('formDesignerProps.check.vModel')}
          onChange={(model) => onChange(withProps(field, { __vModel__: model }))}
        />
      ) : null}
      <SchemaProps field={field} names={CONFIG_NAMES} place="config" onChange={onChange} />
      <SchemaProps field={field} names={CONTROL_NAMES} onChange={onChange} />
    </Section>
  );
}
