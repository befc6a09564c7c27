import Grid from '@mui/material/Grid';
import { BoundControl } from './BoundControl';
import { useNodeState } from './linkage/use-node-state';
import { LabeledItem } from './LabeledItem';
import { isGranted, useRendererContext } from './renderer-context';
import type { ValuedControl } from './valued-control';

/** The DOM id of a field's input: unique per mounted form. */
export const inputIdOf = (prefix: string, name: string) => `${prefix}-${name.replace(/\./g, '-')}`;

/**
 * A valued field in its grid column: hidden by `noShow`, by linkage or for want of a grant (then
 * it is neither drawn nor submitted), else labelled and bound to the form state.
 */
export function FieldItem({ field }: { field: ValuedControl }) {
  const context = useRendererContext();
  const model = field.__vModel__;
  const state = useNodeState(model);
  const config = field.__config__;
  if (!state.visible || config.noShow || !isGranted(context, model)) return null;
  const inputId = inputIdOf(context.idPrefix, model);
  return (
    <Grid size={{ xs: 24, md: config.span ?? 24 }}>
      <LabeledItem config={config} required={state.required} inputId={inputId}>
        <BoundControl field={field} name={model} inputId={inputId} state={state} />
      </LabeledItem>
    </Grid>
  );
}
