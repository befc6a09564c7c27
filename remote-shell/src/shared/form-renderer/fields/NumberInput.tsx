import { useState } from 'react';
import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../field-props';
import { inputAttributes } from './control-attributes';
import { formatNumber, parseNumberText, settleNumber } from './number-text';

export interface NumberOptions {
  min?: number;
  max?: number;
  step?: number;
  precision?: number;
  thousands?: boolean;
  /** Shows − and + buttons that move by `step`. */
  controls?: boolean;
  placeholder?: string;
  helperText?: ReactNode;
}

type Props = Omit<FieldProps, 'field' | 'options'> & { limits: NumberOptions };

/** The settings number and amount designs share. */
export const numberLimits = (field: NumberOptions): NumberOptions => ({
  min: field.min,
  max: field.max,
  step: field.step,
  precision: field.precision,
  placeholder: field.placeholder,
});

/**
 * A number typed as text: what is typed stays as typed while the box has focus (so "1." can
 * become "1.5"); on leaving, the value is kept within min and max and rounded to the precision,
 * and shown with thousands separators when asked.
 */
export function NumberInput({ limits: options, ...props }: Props) {
  const { t } = useTranslation();
  const [typing, setTyping] = useState<string | null>(null);
  const shown = typing ?? formatNumber(props.value, options);
  const current = typeof props.value === 'number' ? props.value : null;

  const type = (text: string) => {
    setTyping(text);
    const parsed = parseNumberText(text);
    if (parsed !== undefined) props.onChange(parsed);
  };
  const leave = () => {
    setTyping(null);
    if (current !== null) {
      const settled = settleNumber(current, options);
      if (settled !== current) props.onChange(settled);
    }
    props.onBlur();
  };
  const move = (direction: 1 | -1) =>
    props.onChange(settleNumber((current ?? 0) + direction * (options.step ?? 1), options));

  return (
    <TextField
      fullWidth
      size={props.size}
      value={shown}
      onChange={(event) => type(event.target.value)}
      onBlur={leave}
      placeholder={options.placeholder ?? t('formRenderer.field.input')}
      error={!!props.error}
      helperText={options.helperText}
      slotProps={{
        formHelperText: { sx: { mx: 0 } },
        htmlInput: { ...inputAttributes(props), inputMode: 'decimal', readOnly: props.readOnly },
        input: {
          endAdornment:
            options.controls && !props.readOnly ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  aria-label={t('formRenderer.field.decrease')}
                  onClick={() => move(-1)}
                >
                  <RemoveIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('formRenderer.field.increase')}
                  onClick={() => move(1)}
                >
                  <AddIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
}
