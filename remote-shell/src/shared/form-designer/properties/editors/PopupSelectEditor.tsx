import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListRowActions } from '../inputs/ListRowActions';
import { Section } from '../inputs/Section';
import { SchemaProps } from '../inputs/SchemaProp';
import { TextInput } from '../inputs/TextInput';
import { moved, orNone, removed, replaced } from '../list-edits';
import { readProperty, withProps } from '../node-update';
import { DataInterfaceChooser } from './DataInterfaceChooser';
import type { EditorProps } from './editor-props';

interface Column {
  value: string;
  label: string;
}

/** PickerColumns' caps. */
const MAX_COLUMNS = 20;
const VALUE_LIMIT = 64;
const LABEL_LIMIT = 100;

/** A popup select's rows: the data interface, the stored and shown attributes, the list columns. */
export function PopupSelectEditor({ field, onChange }: EditorProps) {
  const { t } = useTranslation();
  const interfaceId = readProperty(field, 'interfaceId', 'props');
  const stored = readProperty(field, 'columnOptions', 'props');
  const columns: readonly Column[] = Array.isArray(stored) ? stored : [];
  const setColumns = (next: readonly Column[]) =>
    onChange(withProps(field, { columnOptions: orNone(next) }));
  return (
    <Section title={t('formDesignerProps.section.popupSelect')}>
      <DataInterfaceChooser
        label={t('formDesignerProps.prop.interfaceId')}
        value={typeof interfaceId === 'string' ? interfaceId : undefined}
        required
        onChange={(id) => onChange(withProps(field, { interfaceId: id ?? '' }))}
      />
      <SchemaProps field={field} names={['propsValue', 'relationField']} onChange={onChange} />
      <Typography variant="body2">{t('formDesignerProps.popupSelect.columns')}</Typography>
      {columns.map((column, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextInput
            label={t('formDesignerProps.popupSelect.columnValue')}
            value={column.value}
            required
            maxLength={VALUE_LIMIT}
            onChange={(value) =>
              setColumns(replaced(columns, index, { ...column, value: value ?? '' }))
            }
          />
          <TextInput
            label={t('formDesignerProps.popupSelect.columnLabel')}
            value={column.label}
            required
            maxLength={LABEL_LIMIT}
            onChange={(label) =>
              setColumns(replaced(columns, index, { ...column, label: label ?? '' }))
            }
          />
          <ListRowActions
            name={column.label || column.value}
            onRemove={() => setColumns(removed(columns, index))}
            onMoveUp={index > 0 ? () => setColumns(moved(columns, index, -1)) : undefined}
            onMoveDown={
              index < columns.length - 1 ? () => setColumns(moved(columns, index, 1)) : undefined
            }
          />
        </Stack>
      ))}
      <Button
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        disabled={columns.length >= MAX_COLUMNS}
        onClick={() => setColumns([...columns, { value: '', label: '' }])}
      >
        {t('formDesignerProps.popupSelect.addColumn')}
      </Button>
    </Section>
  );
}
