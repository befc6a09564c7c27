import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormField, FormFieldOf } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { childrenOf, nodeIdOf } from '../model/tree';
import { useNestedList } from './nested-list';
import { TabsBody } from './TabsBody';

/**
 * A layout or the sub-table on the canvas: its caption and the drop zones of what it holds —
 * the row's, the card's and the sub-table's columns as one list, a tab item's behind its tab,
 * every collapse item's under its title.
 */
export function HolderBody({ node }: { node: FormField }) {
  const { t } = useTranslation();
  const NodeList = useNestedList();
  const config = node.__config__;
  const key = config.wyzxKey;
  const id = nodeIdOf(node);
  const children = childrenOf(node);
  const hint = t('formDesigner.canvas.dropHere');
  const caption =
    key === 'card' ? (node as FormFieldOf<'card'>).header || config.label : config.label;
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {caption}
        {caption !== t(`formDesigner.types.${key}`) && ` · ${t(`formDesigner.types.${key}`)}`}
      </Typography>
      {key === 'tab' && <TabsBody items={children} />}
      {key === 'collapse' &&
        children.map((item) => (
          <Box key={nodeIdOf(item)} sx={{ mb: 1 }}>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {item.__config__.label}
            </Typography>
            <NodeList parent={nodeIdOf(item)} nodes={childrenOf(item)} emptyText={hint} />
          </Box>
        ))}
      {key !== 'tab' && key !== 'collapse' && (
        <NodeList parent={id} nodes={children} emptyText={hint} columns={key === 'table'} />
      )}
    </Box>
  );
}
