import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FD } from '../drawing/node-summary';

interface CheckedProps<T> {
  label: string;
  value: T;
  /** The value a text stands for, or `undefined` while it is not one the contract takes. */
  parse: (text: string) => T | undefined;
  error: string;
  onCommit: (value: T) => void;
  type?: 'text' | 'number';
}

/**
 * A text box that hands on only values the contract takes: while the text is not one (an empty
 * title, 0 hours), it says why and the template keeps its last good value. An outside change
 * (undo) shows in the box.
 */
function CheckedTextField<T>({ label, value, parse, error, onCommit, type }: CheckedProps<T>) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (parse(text) !== value) setText(String(value));
  }
  const bad = parse(text) === undefined;
  return (
    <TextField
      size="small"
      fullWidth
      type={type}
      label={label}
      value={text}
      error={bad}
      helperText={bad ? error : undefined}
      onChange={(event) => {
        setText(event.target.value);
        const parsed = parse(event.target.value);
        if (parsed !== undefined && parsed !== value) onCommit(parsed);
      }}
    />
  );
}

export function TitleField({ value, onCommit }: { value: string; onCommit: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <CheckedTextField
      label={t(`${FD}.panel.title`)}
      value={value}
      parse={(text) => (text.trim().length >= 1 && text.length <= 50 ? text : undefined)}
      error={t(`${FD}.panel.titleRequired`)}
      onCommit={onCommit}
    />
  );
}

export function IntegerField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onCommit: (value: number) => void;
}) {
  const { t } = useTranslation();
  const { min, max } = props;
  return (
    <CheckedTextField
      type="number"
      label={props.label}
      value={props.value}
      parse={(text) => {
        const number = Number(text);
        return /^\d+$/.test(text.trim()) && number >= min && number <= max ? number : undefined;
      }}
      error={t(`${FD}.panel.outOfRange`, { min, max })}
      onCommit={props.onCommit}
    />
  );
}

/** One of a few values, each shown by its text. */
export function ChoiceField<T extends string>(props: {
  label: string;
  value: T;
  choices: readonly T[];
  textOf: (choice: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as T)}
    >
      {props.choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {props.textOf(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}
