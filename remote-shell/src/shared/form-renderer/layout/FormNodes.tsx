import Grid from '@mui/material/Grid';
import { nodeKeyOf } from '../design-walk';
import { useRendererContext } from '../renderer-context';
import { FormNode } from './FormNode';
import type { NodesProps } from './nested-nodes';

/** Nodes side by side in a 24-column grid, spaced by the form's (or the row's) gutter. */
export function FormNodes({ fields, gutter }: NodesProps) {
  const { formConf } = useRendererContext();
  const spacing = `${gutter ?? formConf.gutter ?? 15}px`;
  return (
    <Grid container columns={24} columnSpacing={spacing}>
      {fields.map((field) => (
        <FormNode key={nodeKeyOf(field)} field={field} />
      ))}
    </Grid>
  );
}
