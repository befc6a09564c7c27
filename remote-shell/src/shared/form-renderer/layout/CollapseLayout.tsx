import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FormFieldOf } from '@mepm/contract';
import { childrenOf, nodeKeyOf } from '../design-walk';
import { useNestedNodes } from './nested-nodes';

/**
 * Collapsible sections; with `accordion` one is open at a time. Closed sections stay mounted
 * (the accordion only hides them), so their fields are still checked on submit.
 */
export function CollapseLayout({ field }: { field: FormFieldOf<'collapse'> }) {
  const FormNodes = useNestedNodes();
  const items = field.__config__.children;
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(items.slice(0, 1).map(nodeKeyOf)),
  );
  const toggle = (key: string, expanded: boolean) =>
    setOpen((current) => {
      const next = new Set(field.accordion ? [] : current);
      if (expanded) next.add(key);
      else next.delete(key);
      return next;
    });
  return (
    <div>
      {items.map((item) => {
        const key = nodeKeyOf(item);
        return (
          <Accordion
            key={key}
            expanded={open.has(key)}
            onChange={(_event, expanded) => toggle(key, expanded)}
            disableGutters
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              {item.__config__.label}
            </AccordionSummary>
            <AccordionDetails>
              <FormNodes fields={childrenOf(item)} />
            </AccordionDetails>
          </Accordion>
        );
      })}
    </div>
  );
}
