import { useTranslation } from 'react-i18next';
import { SchemaInput } from '../inputs/SchemaInput';
import { Section } from '../inputs/Section';
import { patched, readProperty, withProps } from '../node-update';
import { propLabel } from '../property-texts';
import { propertySchema } from '../schema-facts';
import type { EditorProps } from './editor-props';

const STYLE_NAMES = ['color', 'fontSize', 'fontWeight', 'textAlign', 'lineHeight'];

/** A text field's style: colour, size, weight, alignment, line height (each optional). */
export function TextStyleEditor({ field, onChange }: EditorProps) {
  const { t } = useTranslation();
  const schema = propertySchema(field.__config__.wyzxKey, 'textStyle');
  const style = (readProperty(field, 'textStyle', 'props') ?? {}) as Record<string, unknown>;
  const set = (name: string, value: unknown) => {
    const next = patched(style, { [name]: value });
    onChange(withProps(field, { textStyle: Object.keys(next).length > 0 ? next : undefined }));
  };
  return (
    <Section title={t('formDesignerProps.section.textStyle')}>
      {STYLE_NAMES.map((name) => {
        const part = schema?.properties?.[name];
        return part ? (
          <SchemaInput
            key={name}
            label={propLabel(t, name)}
            schema={part}
            required={false}
            value={style[name]}
            onChange={(value) => set(name, value)}
          />
        ) : null;
      })}
    </Section>
  );
}
