import type { FieldOption, FieldValueLiteral, FormField } from '@mepm/contract';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ChoiceInput } from '../inputs/ChoiceInput';
import { FlagInput } from '../inputs/FlagInput';
import { MultiChoiceInput } from '../inputs/MultiChoiceInput';
import { NumberInput } from '../inputs/NumberInput';
import { Section } from '../inputs/Section';
import { TextInput } from '../inputs/TextInput';
import { readProperty, withConfig } from '../node-update';
import {
  DEFAULT_KIND,
  DEFAULT_TEXT_LIMIT,
  dateInputMs,
  dateInputText,
  timePattern,
} from './default-kinds';
import type { EditorProps } from './editor-props';

const numberOr = (value: unknown) => (typeof value === 'number' ? value : undefined);
const textOr = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The options a default can be chosen from: the static ones, top level. */
function staticOptions(field: FormField): readonly FieldOption[] | undefined {
  if (!('dataType' in field.__config__) || field.__config__.dataType !== 'static') return undefined;
  return '__slot__' in field ? (field.__slot__?.options ?? []) : [];
}

const isMultiple = (field: FormField) =>
  field.__config__.wyzxKey === 'checkbox' || readProperty(field, 'multiple', 'props') === true;

/** 默认值, entered as the kind of value the type stores; the engine checks it fits the field. */
export function DefaultValueEditor({ field, onChange }: EditorProps) {
  const { t } = useTranslation();
  const kind = DEFAULT_KIND[field.__config__.wyzxKey];
  const current = readProperty(field, 'defaultValue', 'config');
  const label = t('formDesignerProps.section.defaultValue');
  const set = (defaultValue: FieldValueLiteral | undefined) =>
    onChange(withConfig(field, { defaultValue }));
  const prop = (name: string) => readProperty(field, name, 'props');

  const input = (() => {
    switch (kind) {
      case 'text': {
        const maxlength = numberOr(prop('maxlength'));
        return (
          <TextInput
            label={label}
            value={textOr(current)}
            maxLength={Math.min(maxlength ?? DEFAULT_TEXT_LIMIT, DEFAULT_TEXT_LIMIT)}
            onChange={set}
          />
        );
      }
      case 'number':
        return (
          <NumberInput
            label={label}
            value={numberOr(current)}
            minimum={numberOr(prop('min'))}
            maximum={numberOr(prop('max'))}
            onChange={set}
          />
        );
      case 'switch': {
        const on = prop('activeValue') ?? 1;
        return (
          <FlagInput
            label={t('formDesignerProps.defaultValue.on')}
            value={current !== undefined && current === on}
            onChange={(checked) => set(checked ? (on as string | number) : undefined)}
          />
        );
      }
      case 'option':
        return <OptionDefault field={field} label={label} value={current} onChange={set} />;
      case 'date': {
        const withTime = prop('type') === 'datetime';
        return (
          <TextField
            size="small"
            fullWidth
            label={label}
            type={withTime ? 'datetime-local' : 'date'}
            value={dateInputText(numberOr(current), withTime)}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(event) => set(dateInputMs(event.target.value))}
          />
        );
      }
      case 'time':
        return (
          <TextInput
            label={label}
            value={textOr(current)}
            maxLength={8}
            pattern={timePattern(textOr(prop('format')))}
            helperText={t('formDesignerProps.defaultValue.time')}
            onChange={set}
          />
        );
      default:
        return null;
    }
  })();
  return input ? <Section title={label}>{input}</Section> : null;
}

interface OptionDefaultProps {
  field: FormField;
  label: string;
  value: unknown;
  onChange: (value: FieldValueLiteral | undefined) => void;
}

/** A static option (several for checkboxes and multiple selects); a typed id for other sources. */
function OptionDefault({ field, label, value, onChange }: OptionDefaultProps) {
  const options = staticOptions(field);
  if (!options) {
    return (
      <TextInput
        label={label}
        value={textOr(value)}
        maxLength={DEFAULT_TEXT_LIMIT}
        onChange={onChange}
      />
    );
  }
  const choices = options.map((option) => ({ value: option.id, label: option.fullName }));
  if (!isMultiple(field)) {
    return (
      <ChoiceInput
        label={label}
        value={typeof value === 'string' || typeof value === 'number' ? value : undefined}
        choices={choices}
        optional
        onChange={onChange}
      />
    );
  }
  const chosen = Array.isArray(value) ? value : [];
  return (
    <MultiChoiceInput
      label={label}
      value={chosen.filter((item) => typeof item === 'string' || typeof item === 'number')}
      choices={choices}
      onChange={onChange}
    />
  );
}
