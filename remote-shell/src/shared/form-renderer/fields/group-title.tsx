import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { FieldProps } from '../field-props';

/** A heading that starts a group of fields. */
export function GroupTitleField({ field }: FieldProps<'groupTitle'>) {
  return (
    <Divider textAlign={field.contentPosition ?? 'left'} sx={{ my: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        {field.content}
      </Typography>
    </Divider>
  );
}
