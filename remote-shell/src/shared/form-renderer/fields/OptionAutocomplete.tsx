import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../field-props';
import { inputAttributes } from './control-attributes';

export interface Choice {
  /** The stored value: an option's id, or a cascader's path of ids. */
  value: unknown;
  label: string;
  key: string;
}

/** What select and cascader designs say about their drop-down alike. */
interface ChoiceSettings {
  multiple?: boolean;
  filterable?: boolean;
  clearable?: boolean;
  placeholder?: string;
}

interface Props extends Omit<FieldProps, 'field' | 'value' | 'onChange'> {
  choices: readonly Choice[];
  settings: ChoiceSettings;
  /** The chosen choices' keys. */
  chosen: readonly string[];
  /** Called with the chosen values: a list when multiple, else the one value or `empty`. */
  onChange(value: unknown): void;
  /** The value of a single choice cleared. */
  empty: unknown;
}

/** The drop-down of select and cascader: one or several choices, typing to filter when allowed. */
export function OptionAutocomplete({ settings, ...props }: Props) {
  const { t } = useTranslation();
  const filterable = !!settings.filterable;
  const choose = (values: Choice[]) => {
    const chosenValues = values.map((choice) => choice.value);
    props.onChange(settings.multiple ? chosenValues : (chosenValues[0] ?? props.empty));
  };
  const byKey = new Map(props.choices.map((choice) => [choice.key, choice]));
  const chosen = props.chosen.flatMap((key) => byKey.get(key) ?? []);
  const common = {
    options: props.choices as Choice[],
    getOptionLabel: (choice: Choice) => choice.label,
    isOptionEqualToValue: (choice: Choice, value: Choice) => choice.key === value.key,
    getOptionKey: (choice: Choice) => choice.key,
    id: props.inputId,
    readOnly: props.readOnly,
    size: props.size,
    noOptionsText: t('formRenderer.field.noOptions'),
    disableClearable: settings.clearable === false,
    onBlur: props.onBlur,
    // Typing filters only when the design allows it; otherwise every option is offered.
    ...(filterable ? {} : { filterOptions: (choices: Choice[]) => choices }),
    renderInput: (
      params: Parameters<NonNullable<React.ComponentProps<typeof Autocomplete>['renderInput']>>[0],
    ) => (
      <TextField
        {...params}
        placeholder={
          chosen.length === 0 ? (settings.placeholder ?? t('formRenderer.field.select')) : undefined
        }
        error={!!props.error}
        slotProps={{
          ...params.slotProps,
          htmlInput: {
            ...params.slotProps.htmlInput,
            ...inputAttributes(props),
            readOnly: props.readOnly || !filterable,
          },
        }}
      />
    ),
  };
  return settings.multiple ? (
    <Autocomplete<Choice, true, boolean, false>
      {...common}
      multiple
      value={chosen}
      onChange={(_event, value) => choose(value)}
    />
  ) : (
    <Autocomplete<Choice, false, boolean, false>
      {...common}
      value={chosen[0] ?? null}
      onChange={(_event, value) => choose(value ? [value] : [])}
    />
  );
}
