import { useTranslation } from 'react-i18next';
import { Section } from '../inputs/Section';
import { SchemaProps } from '../inputs/SchemaProp';
import { TYPE_PROPS } from '../property-sets';
import type { EditorProps } from './editor-props';

/** The type's own settings listed in property-sets.ts (date type, switch texts, alert type…). */
export function TypePropsEditor({ field, onChange }: EditorProps) {
  const { t } = useTranslation();
  const names = TYPE_PROPS[field.__config__.wyzxKey] ?? [];
  return (
    <Section title={t('formDesignerProps.section.typeProps')}>
      <SchemaProps field={field} names={names} onChange={onChange} />
    </Section>
  );
}
