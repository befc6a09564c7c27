import Typography from '@mui/material/Typography';
import type { FieldProps } from '../field-props';

/** A fixed text in the design's style (colour, size, weight, alignment, line height). */
export function TextDisplayField({ field }: FieldProps<'text'>) {
  const style = field.textStyle ?? {};
  return (
    <Typography
      component="p"
      sx={{
        color: style.color,
        fontSize: style.fontSize,
        fontWeight: style.fontWeight,
        textAlign: style.textAlign,
        lineHeight: style.lineHeight,
        whiteSpace: 'pre-wrap',
        mb: 2,
      }}
    >
      {field.content}
    </Typography>
  );
}
