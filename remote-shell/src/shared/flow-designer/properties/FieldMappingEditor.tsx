import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { FlowFieldMapping, FormDataField } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { CheckedField } from '../../form-designer/properties/inputs/CheckedField';
import { Section } from '../../form-designer/properties/inputs/Section';
import { FD } from '../drawing/node-summary';
import { ChoiceField } from './inputs';

/** As the contract names a field: a letter, then letters, digits and underscores. */
const FIELD_KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const MAX_MAPPINGS = 200;
const same = (text: string) => text;

interface Props {
  value: readonly FlowFieldMapping[];
  onChange: (value: FlowFieldMapping[]) => void;
  /** This flow's form fields; sub-table columns hold no single value to copy. */
  fields: readonly FormDataField[];
}

/**
 * What a sub-flow's child tasks start with: a field of this form copied into a field of the
 * child's, named by its key (the release checks it against the child flow's form).
 */
export function FieldMappingEditor({ value, onChange, fields }: Props) {
  const { t } = useTranslation();
  const own = fields.filter((field) => !field.vModel.includes('.'));
  const first = own[0]?.vModel;
  const change = (index: number, changed: FlowFieldMapping) =>
    onChange(value.map((other, at) => (at === index ? changed : other)));
  return (
    <Section title={t(`${FD}.panel.fieldMapping`)}>
      {value.map((mapping, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ChoiceField
            label={t(`${FD}.panel.parentField`, { number: index + 1 })}
            value={mapping.parentField}
            choices={own.map((field) => field.vModel)}
            textOf={(vModel) => own.find((field) => field.vModel === vModel)?.label ?? vModel}
            onChange={(parentField) => change(index, { ...mapping, parentField })}
          />
          <CheckedField
            label={t(`${FD}.panel.childField`, { number: index + 1 })}
            value={mapping.childField}
            toText={same}
            means={same}
            problemOf={(text) => (FIELD_KEY.test(text) ? undefined : t(`${FD}.panel.fieldKey`))}
            onChange={(childField) => change(index, { ...mapping, childField })}
          />
          <IconButton
            size="small"
            aria-label={t(`${FD}.panel.removeMapping`, { number: index + 1 })}
            onClick={() => onChange(value.filter((_, at) => at !== index))}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        disabled={first === undefined || value.length >= MAX_MAPPINGS}
        onClick={() =>
          first !== undefined && onChange([...value, { parentField: first, childField: first }])
        }
      >
        {t(`${FD}.panel.addMapping`)}
      </Button>
    </Section>
  );
}
