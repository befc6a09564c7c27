import { useState } from 'react';
import type { FlowTemplate } from '@mepm/contract';
import { useDebounced } from '../../../shared/debounce';
import { FlowDesigner, type FlowDesignerProps } from '../../../shared/flow-designer/FlowDesigner';
import { useTemplateProblems } from './use-template-problems';

/** How long the template rests before it is checked again: typing a title checks once. */
const CHECK_AFTER_MS = 300;

/**
 * The designer with the template check the server runs at saving and releasing, run on the
 * template as it is being edited: each node shows what would be refused before anything is sent.
 */
export function CheckedFlowDesigner(props: Omit<FlowDesignerProps, 'problems'>) {
  const { initial, onChange } = props;
  const [edited, setEdited] = useState<FlowTemplate>(initial);
  const checked = useDebounced(edited, CHECK_AFTER_MS);
  const problems = useTemplateProblems(checked, props.fields);
  return (
    <FlowDesigner
      {...props}
      problems={problems}
      onChange={(template) => {
        setEdited(template);
        onChange?.(template);
      }}
    />
  );
}
