import { useTranslation } from 'react-i18next';
import { Section } from '../inputs/Section';
import { SchemaProps } from '../inputs/SchemaProp';
import { LIMIT_PROPS } from '../property-sets';
import type { EditorProps } from './editor-props';

/** Lengths, ranges, steps, decimals, rows, the rate's maximum and upload limits, where the type has them. */
export function LimitsEditor({ field, onChange }: EditorProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('formDesignerProps.section.limits')}>
      <SchemaProps field={field} names={LIMIT_PROPS} onChange={onChange} />
    </Section>
  );
}
