import type { ContainerKey, FormFieldOf } from '@mepm/contract';
import Grid from '@mui/material/Grid';
import type { AnyField } from '../design-walk';
import { childrenOf, nodeKeyOf } from '../design-walk';
import { useNodeState } from '../linkage/use-node-state';
import { CardLayout } from './CardLayout';
import { CollapseLayout } from './CollapseLayout';
import { useNestedNodes } from './nested-nodes';
import { TabLayout } from './TabLayout';

/**
 * A layout in its grid column; hidden by linkage with all it holds. Tab and collapse items are
 * drawn by their holder.
 */
export function LayoutNode({ field }: { field: AnyField }) {
  const FormNodes = useNestedNodes();
  const state = useNodeState(nodeKeyOf(field));
  if (!state.visible || field.__config__.noShow) return null;
  const config = field.__config__;
  const key = config.wyzxKey as ContainerKey;
  const children = childrenOf(field);
  return (
    <Grid size={{ xs: 24, md: config.span ?? 24 }}>
      {key === 'row' && (
        <FormNodes fields={children} gutter={(field as FormFieldOf<'row'>).gutter} />
      )}
      {key === 'card' && <CardLayout field={field as FormFieldOf<'card'>} />}
      {key === 'tab' && <TabLayout field={field as FormFieldOf<'tab'>} />}
      {key === 'collapse' && <CollapseLayout field={field as FormFieldOf<'collapse'>} />}
      {(key === 'tabItem' || key === 'collapseItem') && <FormNodes fields={children} />}
    </Grid>
  );
}
