import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { FieldProps } from '../field-props';

/** A notice in the form; closable when the design says. */
export function AlertField({ field }: FieldProps<'alert'>) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Alert
      severity={field.type}
      icon={field.showIcon === false ? false : undefined}
      onClose={field.closable ? () => setOpen(false) : undefined}
      sx={{ mb: 2 }}
    >
      {field.description ? <AlertTitle>{field.title}</AlertTitle> : field.title}
      {field.description}
    </Alert>
  );
}
