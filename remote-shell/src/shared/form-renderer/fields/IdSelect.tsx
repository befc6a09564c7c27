import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { idsOf, labelIdOf } from './field-values';

export interface IdSelectProps {
  inputId: string;
  /** The chosen ids. */
  ids: readonly string[];
  multiple: boolean;
  /** What may be chosen; a chosen id not among them still shows, by name when known. */
  options: readonly { id: string; fullName: string }[];
  names: ReadonlyMap<string, string>;
  onChange: (ids: string[]) => void;
  onBlur: () => void;
  error: boolean;
}

/** A select of records by id (roles, or the users a custom user picker allows), shown by name. */
export function IdSelect(props: IdSelectProps) {
  const { t } = useTranslation();
  const nameOf = (id: string) => props.names.get(id) ?? id;
  const unlisted = props.ids.filter((id) => !props.options.some((option) => option.id === id));
  return (
    <TextField
      select
      fullWidth
      id={props.inputId}
      value={props.multiple ? props.ids : (props.ids[0] ?? '')}
      error={props.error}
      onBlur={props.onBlur}
      onChange={(event) => {
        // A multiple select reports an array; autofill may still hand over a comma list.
        const next: unknown = event.target.value;
        const chosen = Array.isArray(next) ? (next as string[]) : String(next).split(',');
        props.onChange(chosen.filter(Boolean));
      }}
      slotProps={{
        select: {
          // A select's button is no labelable element: the renderer's label names it by its id.
          SelectDisplayProps: { 'aria-labelledby': labelIdOf(props.inputId) },
          multiple: props.multiple,
          renderValue: (selected) => idsOf(selected).map(nameOf).join(', '),
        },
      }}
    >
      {!props.multiple && (
        <MenuItem value="">
          <em>{t('formFields.clear')}</em>
        </MenuItem>
      )}
      {unlisted.map((id) => (
        <MenuItem key={id} value={id} disabled>
          {nameOf(id)}
        </MenuItem>
      ))}
      {props.options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.fullName}
        </MenuItem>
      ))}
    </TextField>
  );
}
