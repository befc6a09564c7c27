import { memo, useMemo } from 'react';
import Box from '@mui/material/Box';
import type { FormField } from '@mepm/contract';
import { FormNode } from '../../form-renderer/layout/FormNode';

/**
 * A field as the form draws it, inert: it takes neither the pointer nor the focus, so a click
 * selects its frame and the keyboard moves between frames. Its frame already has the field's
 * width, so the field fills it; a field hidden in the form (`noShow`) still shows here.
 */
export const FieldPreview = memo(function FieldPreview({ field }: { field: FormField }) {
  const shown = useMemo(
    () => ({ ...field, __config__: { ...field.__config__, span: 24, noShow: false } }) as FormField,
    [field],
  );
  return (
    <Box inert sx={{ pointerEvents: 'none', '& > .MuiGrid-root': { width: '100%' } }}>
      <FormNode field={shown} />
    </Box>
  );
});
