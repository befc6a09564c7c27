import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceInput } from '../inputs/ChoiceInput';
import { withNote } from '../inputs/coded-choices';
import { Section } from '../inputs/Section';
import { SchemaProps } from '../inputs/SchemaProp';
import { readProperty, withProps } from '../node-update';
import type { EditorProps } from './editor-props';
import { referableFields } from './linkage-fields';

type CodeSource = 'static' | 'relation';

/**
 * What a QR code or barcode shows: fixed content, or the value of another field; then its
 * colours and size.
 */
export function CodeEditor({ field, fields, onChange }: EditorProps) {
  const { t } = useTranslation();
  const dataType = readProperty(field, 'dataType', 'props') as CodeSource;
  const relationField = readProperty(field, 'relationField', 'props');
  const choices = useMemo(
    () => referableFields(fields, field, (label, model) => withNote(t, label, model)),
    [fields, field, t],
  );
  return (
    <Section title={t('formDesignerProps.section.code')}>
      <ChoiceInput
        label={t('formDesignerProps.options.dataType')}
        value={dataType}
        choices={[
          { value: 'static', label: t('formDesignerProps.code.static') },
          { value: 'relation', label: t('formDesignerProps.code.relation') },
        ]}
        onChange={(next) =>
          next &&
          onChange(
            withProps(field, {
              dataType: next,
              ...(next === 'static' ? { relationField: undefined } : { staticText: undefined }),
            }),
          )
        }
      />
      {dataType === 'static' ? (
        <SchemaProps field={field} names={['staticText']} onChange={onChange} />
      ) : (
        <ChoiceInput
          label={t('formDesignerProps.prop.relationField')}
          value={typeof relationField === 'string' ? relationField : undefined}
          choices={choices}
          optional
          onChange={(next) => onChange(withProps(field, { relationField: next }))}
        />
      )}
      <SchemaProps
        field={field}
        names={['colorDark', 'colorLight', 'width', 'format', 'height']}
        onChange={onChange}
      />
    </Section>
  );
}
