import Divider from '@mui/material/Divider';
import type { FieldProps } from '../field-props';

/** A line across the form, with an optional text on it. */
export function DividerField({ field }: FieldProps<'divider'>) {
  return (
    <Divider textAlign={field.contentPosition ?? 'center'} sx={{ my: 2 }}>
      {field.content}
    </Divider>
  );
}
