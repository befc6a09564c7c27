import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FieldProps } from '../field-props';
import { asText, inputAttributes } from './control-attributes';

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})/i;

/** The native picker speaks `#rrggbb`; a design may store `rgb(r, g, b)`. */
export function toHex(value: string): string {
  if (HEX.test(value)) return value.toLowerCase();
  const rgb = RGB.exec(value);
  if (!rgb) return '#000000';
  return `#${rgb
    .slice(1, 4)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;
}

export function fromHex(hex: string, format: 'hex' | 'rgb'): string {
  const parts = HEX.exec(hex);
  if (format === 'hex' || !parts) return hex;
  return `rgb(${parts
    .slice(1, 4)
    .map((part) => parseInt(part, 16))
    .join(', ')})`;
}

/**
 * A colour through the browser's picker, stored as hex or rgb as the design says. Transparency
 * (`showAlpha`) is not offered: the native picker has none.
 */
export function ColorPickerField(props: FieldProps<'colorPicker'>) {
  const text = asText(props.value);
  const format = props.field.colorFormat ?? 'hex';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TextField
        type="color"
        size={props.size}
        value={text ? toHex(text) : '#000000'}
        onChange={(event) => props.onChange(fromHex(event.target.value, format))}
        onBlur={props.onBlur}
        disabled={props.readOnly}
        error={!!props.error}
        sx={{ width: 72 }}
        slotProps={{ htmlInput: inputAttributes(props) }}
      />
      <Box component="span" sx={{ fontFamily: 'monospace' }}>
        {text}
      </Box>
    </Box>
  );
}
