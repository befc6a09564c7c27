import { useTranslation } from 'react-i18next';
import { ChoiceInput } from '../inputs/ChoiceInput';
import { Section } from '../inputs/Section';
import { SchemaProp } from '../inputs/SchemaProp';
import { readProperty, withProps } from '../node-update';
import { TYPE_PROPS } from '../property-sets';
import type { EditorProps } from './editor-props';

const LEVELS = ['province', 'city', 'district', 'street'] as const;

/** The type's own settings listed in property-sets.ts (date type, switch texts, alert type…). */
export function TypePropsEditor({ field, onChange }: EditorProps) {
  const { t } = useTranslation();
  const names = TYPE_PROPS[field.__config__.wyzxKey] ?? [];
  return (
    <Section title={t('formDesignerProps.section.typeProps')}>
      {names.map((name) =>
        name === 'level' ? (
          // The address level is a number the person designing reads as a depth of places.
          <ChoiceInput
            key={name}
            label={t('formDesignerProps.prop.level')}
            value={readProperty(field, 'level', 'props') as number | undefined}
            choices={LEVELS.map((level, index) => ({
              value: index,
              label: t(`formDesignerProps.level.${level}`),
            }))}
            onChange={(level) => level !== undefined && onChange(withProps(field, { level }))}
          />
        ) : (
          <SchemaProp key={name} field={field} name={name} onChange={onChange} />
        ),
      )}
    </Section>
  );
}
