import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { parseWidth, WIDTH_MAX, WIDTH_MIN } from './limits';
import { LD } from './texts';

/**
 * A column's width in pixels, empty for auto. What is typed stays in the box; only a width
 * within the contract's bounds reaches the design, anything else is marked and not sent.
 */
export function WidthInput({
  width,
  onChange,
}: {
  width: number | null;
  onChange: (width: number | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(width === null ? '' : String(width));
  const bad = parseWidth(text) === undefined;
  return (
    <TextField
      size="small"
      label={t(`${LD}.columns.width`)}
      value={text}
      error={bad}
      helperText={
        bad
          ? t(`${LD}.columns.widthError`, { min: WIDTH_MIN, max: WIDTH_MAX })
          : t(`${LD}.columns.widthHint`)
      }
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ width: 130 }}
      onChange={(event) => {
        setText(event.target.value);
        const parsed = parseWidth(event.target.value);
        if (parsed !== undefined) onChange(parsed);
      }}
    />
  );
}
