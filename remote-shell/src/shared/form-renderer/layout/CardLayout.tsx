import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { FormFieldOf } from '@mepm/contract';
import { useNestedNodes } from './nested-nodes';

const ELEVATION = { always: 2, hover: 0, never: 0 } as const;

/** A card with an optional header around its fields. */
export function CardLayout({ field }: { field: FormFieldOf<'card'> }) {
  const FormNodes = useNestedNodes();
  const shadow = field.shadow ?? 'always';
  return (
    <Card
      component="section"
      aria-label={field.header || undefined}
      variant={shadow === 'never' ? 'outlined' : 'elevation'}
      elevation={ELEVATION[shadow]}
      sx={{ mb: 2, ...(shadow === 'hover' ? { '&:hover': { boxShadow: 4 } } : {}) }}
    >
      {field.header && (
        <CardHeader title={field.header} slotProps={{ title: { variant: 'subtitle1' } }} />
      )}
      <CardContent>
        <FormNodes fields={field.__config__.children} />
      </CardContent>
    </Card>
  );
}
