import type { FieldKey } from '@mepm/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceInput } from '../inputs/ChoiceInput';
import { withNote } from '../inputs/coded-choices';
import { Section } from '../inputs/Section';
import { SchemaProp } from '../inputs/SchemaProp';
import { readProperty, withProps } from '../node-update';
import { TYPE_PROPS } from '../property-sets';
import type { EditorProps } from './editor-props';
import { referableFields } from './linkage-fields';
import { AbleIdsChooser } from './AbleIdsChooser';
import { RelationFormChoosers } from './RelationFormChoosers';

const LEVELS = ['province', 'city', 'district', 'street'] as const;

/** The field an attribute field shows a part of: its relation form or popup select. */
const RELATION_OF: Partial<Record<FieldKey, FieldKey>> = {
  relationFormAttr: 'relationForm',
  popupAttr: 'popupSelect',
};

/** The type's own settings listed in property-sets.ts (date type, switch texts, alert type…). */
export function TypePropsEditor({ field, fields, onChange }: EditorProps) {
  const { t } = useTranslation();
  const key = field.__config__.wyzxKey;
  const names = TYPE_PROPS[key] ?? [];
  const relation = RELATION_OF[key];
  const relations = useMemo(
    () =>
      relation
        ? referableFields(fields, field, (label, model) => withNote(t, label, model), relation)
        : [],
    [fields, field, relation, t],
  );
  return (
    <Section title={t('formDesignerProps.section.typeProps')}>
      {names.map((name) =>
        key === 'relationForm' && name === 'modelId' ? (
          // The design and its shown field are chosen together: the field depends on the design.
          <RelationFormChoosers key={name} field={field} onChange={onChange} />
        ) : key === 'relationForm' && name === 'relationField' ? null : name === 'level' ? (
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
        ) : name === 'relationField' && relation ? (
          <ChoiceInput
            key={name}
            label={t('formDesignerProps.prop.relationField')}
            value={readProperty(field, name, 'props') as string | undefined}
            choices={relations}
            onChange={(model) => model && onChange(withProps(field, { relationField: model }))}
          />
        ) : (
          <SchemaProp key={name} field={field} name={name} onChange={onChange} />
        ),
      )}
      <AbleIdsChooser field={field} onChange={onChange} />
    </Section>
  );
}
