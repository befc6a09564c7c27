import { SUMMABLE_FIELD_KEYS, type FormField } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { MultiChoiceInput } from '../inputs/MultiChoiceInput';
import { Section } from '../inputs/Section';
import { SchemaProps } from '../inputs/SchemaProp';
import { readProperty, withProps } from '../node-update';
import type { EditorProps } from './editor-props';

/** The columns 合计 may sum: the table's number, amount, slider and calculate columns. */
function summableColumns(table: FormField) {
  const children = 'children' in table.__config__ ? table.__config__.children : [];
  return children.flatMap((column) =>
    '__vModel__' in column &&
    (SUMMABLE_FIELD_KEYS as readonly string[]).includes(column.__config__.wyzxKey)
      ? [{ value: column.__vModel__, label: column.__config__.label }]
      : [],
  );
}

/** A sub-table's totals and add button. */
export function TableEditor({ field, onChange }: EditorProps) {
  const { t } = useTranslation();
  const columns = summableColumns(field);
  const stored = readProperty(field, 'summaryField', 'props');
  const chosen: readonly string[] = Array.isArray(stored) ? stored : [];
  return (
    <Section title={t('formDesignerProps.section.table')}>
      <SchemaProps field={field} names={['showSummary']} onChange={onChange} />
      <MultiChoiceInput
        label={t('formDesignerProps.prop.summaryField')}
        value={chosen}
        choices={columns}
        onChange={(summaryField) => onChange(withProps(field, { summaryField }))}
      />
      <SchemaProps field={field} names={['addButtonText', 'disabled']} onChange={onChange} />
    </Section>
  );
}
