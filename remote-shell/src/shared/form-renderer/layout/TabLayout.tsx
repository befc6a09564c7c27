import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { FormFieldOf } from '@mepm/contract';
import { childrenOf, nodeKeyOf } from '../design-walk';
import { useNestedNodes } from './nested-nodes';

/**
 * Tabs of tab items. Every panel stays mounted (hidden when not chosen), so the fields of other
 * tabs keep their rules and are checked on submit like the visible ones.
 */
export function TabLayout({ field }: { field: FormFieldOf<'tab'> }) {
  const FormNodes = useNestedNodes();
  const [chosen, setChosen] = useState(0);
  const baseId = useId();
  const items = field.__config__.children;
  const vertical = field.tabPosition === 'left' || field.tabPosition === 'right';
  return (
    <Box sx={{ display: 'flex', flexDirection: vertical ? 'row' : 'column', mb: 2 }}>
      <Tabs
        value={chosen}
        onChange={(_event, index: number) => setChosen(index)}
        orientation={vertical ? 'vertical' : 'horizontal'}
        variant="scrollable"
        sx={{ borderBottom: vertical ? 0 : 1, borderColor: 'divider', mb: 1 }}
      >
        {items.map((item, index) => (
          <Tab
            key={nodeKeyOf(item)}
            label={item.__config__.label}
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel-${index}`}
          />
        ))}
      </Tabs>
      {items.map((item, index) => (
        <Box
          key={nodeKeyOf(item)}
          role="tabpanel"
          hidden={index !== chosen}
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          sx={{ flex: 1, pt: 1, px: vertical ? 2 : 0 }}
        >
          <FormNodes fields={childrenOf(item)} />
        </Box>
      ))}
    </Box>
  );
}
