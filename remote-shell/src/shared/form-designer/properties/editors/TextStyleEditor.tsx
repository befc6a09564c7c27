import { useTranslation } from 'react-i18next';
import { ObjectInputs } from '../inputs/ObjectInputs';
import { Section } from '../inputs/Section';
import { readProperty, withProps } from '../node-update';
import { propertySchema } from '../schema-facts';
import type { EditorProps } from './editor-props';

const STYLE_NAMES = ['color', 'fontSize', 'fontWeight', 'textAlign', 'lineHeight'];

/** A text field's style: colour, size, weight, alignment, line height (each optional). */
export function TextStyleEditor({ field, onChange }: EditorProps) {
  const { t } = useTranslation();
  const schema = propertySchema(field.__config__.wyzxKey, 'textStyle');
  const style = (readProperty(field, 'textStyle', 'props') ?? {}) as Record<string, unknown>;
  const set = (next: Record<string, unknown>) =>
    onChange(withProps(field, { textStyle: Object.keys(next).length > 0 ? next : undefined }));
  return (
    <Section title={t('formDesignerProps.section.textStyle')}>
      <ObjectInputs schema={schema} value={style} names={STYLE_NAMES} onChange={set} />
    </Section>
  );
}
