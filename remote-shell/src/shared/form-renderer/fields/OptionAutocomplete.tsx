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

interface Props extends Omit<FieldProps, 'field' | 'value' | 'onChange'> {
  choices: readonly Choice[];
  multiple: boolean;
  filterable: boolean;
  clearable: boolean;
  placeholder?: string;
  /** The chosen choices' keys. */
  chosen: readonly string[];
  onChoose(choices: Choice[]): void;
}

/** The drop-down of select and cascader: one or several choices, typing to filter when allowed. */
export function OptionAutocomplete(props: Props) {
  const { t } = useTranslation();
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
    disableClearable: !props.clearable,
    onBlur: props.onBlur,
    // Typing filters only when the design allows it; otherwise every option is offered.
    ...(props.filterable ? {} : { filterOptions: (choices: Choice[]) => choices }),
    renderInput: (
      params: Parameters<NonNullable<React.ComponentProps<typeof Autocomplete>['renderInput']>>[0],
    ) => (
      <TextField
        {...params}
        placeholder={
          chosen.length === 0 ? (props.placeholder ?? t('formRenderer.field.select')) : undefined
        }
        error={!!props.error}
        slotProps={{
          ...params.slotProps,
          htmlInput: {
            ...params.slotProps.htmlInput,
            ...inputAttributes(props),
            readOnly: props.readOnly || !props.filterable,
          },
        }}
      />
    ),
  };
  return props.multiple ? (
    <Autocomplete<Choice, true, boolean, false>
      {...common}
      multiple
      value={chosen}
      onChange={(_event, value) => props.onChoose(value)}
    />
  ) : (
    <Autocomplete<Choice, false, boolean, false>
      {...common}
      value={chosen[0] ?? null}
      onChange={(_event, value) => props.onChoose(value ? [value] : [])}
    />
  );
}
