import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../field-props';
import { asText, inputAttributes } from './control-attributes';

/** A colour as the native picker speaks it (`#rrggbb`) and its opacity (0 to 1). */
export interface Colour {
  hex: string;
  alpha: number;
}

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(0|1|0?\.\d+)\s*)?\)$/i;

const byte = (part: number) => Math.min(255, part).toString(16).padStart(2, '0');

/** Reads what a design stores: `#rrggbb`, `#rrggbbaa`, `rgb(r, g, b)` or `rgba(r, g, b, a)`. */
export function parseColour(value: string): Colour {
  const hex = HEX.exec(value);
  if (hex) {
    const alpha = hex[4] === undefined ? 1 : parseInt(hex[4], 16) / 255;
    return { hex: `#${hex[1]}${hex[2]}${hex[3]}`.toLowerCase(), alpha };
  }
  const rgb = RGB.exec(value);
  if (!rgb) return { hex: '#000000', alpha: 1 };
  const channels = rgb.slice(1, 4).map((part) => byte(Number(part)));
  return { hex: `#${channels.join('')}`, alpha: rgb[4] === undefined ? 1 : Number(rgb[4]) };
}

/**
 * Writes a colour in the design's format; an opaque colour stays `#rrggbb` / `rgb(…)`, a
 * translucent one gains its alpha (`#rrggbbaa` / `rgba(…, a)` with two decimals).
 */
export function formatColour({ hex, alpha }: Colour, format: 'hex' | 'rgb'): string {
  const parts = HEX.exec(hex);
  if (!parts) return hex;
  const opaque = alpha >= 1;
  if (format === 'hex') return opaque ? hex : `${hex}${byte(Math.round(alpha * 255))}`;
  const channels = parts
    .slice(1, 4)
    .map((part) => parseInt(part, 16))
    .join(', ');
  return opaque ? `rgb(${channels})` : `rgba(${channels}, ${Number(alpha.toFixed(2))})`;
}

/**
 * A colour through the browser's picker, stored as hex or rgb as the design says. With
 * `showAlpha` a slider beside it sets the opacity (the native picker has none).
 */
export function ColorPickerField(props: FieldProps<'colorPicker'>) {
  const { t } = useTranslation();
  const text = asText(props.value);
  const format = props.field.colorFormat ?? 'hex';
  const colour = text ? parseColour(text) : { hex: '#000000', alpha: 1 };
  const emit = (next: Colour) => props.onChange(formatColour(next, format));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TextField
        type="color"
        size={props.size}
        value={colour.hex}
        onChange={(event) => emit({ ...colour, hex: event.target.value })}
        onBlur={props.onBlur}
        disabled={props.readOnly}
        error={!!props.error}
        sx={{ width: 72 }}
        slotProps={{ htmlInput: inputAttributes(props) }}
      />
      {props.field.showAlpha === true && (
        <Slider
          aria-label={t('formRenderer.field.opacity')}
          size="small"
          min={0}
          max={100}
          value={Math.round(colour.alpha * 100)}
          valueLabelDisplay="auto"
          valueLabelFormat={(percent) => `${percent}%`}
          onChange={(_event, percent) =>
            emit({ ...colour, alpha: (Array.isArray(percent) ? percent[0] : percent) / 100 })
          }
          onBlur={props.onBlur}
          disabled={props.readOnly}
          sx={{ width: 120 }}
        />
      )}
      <Box component="span" sx={{ fontFamily: 'monospace' }}>
        {text}
      </Box>
    </Box>
  );
}
