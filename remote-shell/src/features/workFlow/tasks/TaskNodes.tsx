import { lazy, Suspense, useMemo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { FlowTaskInfo, FlowTemplate, FormDesign } from '@mepm/contract';
import type { FlowNodeState } from '@mepm/contract/paths';
import { formDataFields } from '@mepm/form-engine';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN } from '../../../shared/a11y';
import type { DrawnNodeState } from '../../../shared/flow-designer';
import { templateSteps } from './template-nodes';

// React Flow and elkjs load after the panel has opened: the form and the actions come first.
const FlowDrawing = lazy(() =>
  import('../../../shared/flow-designer/FlowDesigner').then((module) => ({
    default: module.FlowDesigner,
  })),
);

const STATE_COLORS: Record<FlowNodeState, ChipProps['color']> = {
  active: 'primary',
  passed: 'success',
  rejected: 'error',
  cancelled: 'default',
  untouched: 'default',
};

/** The states the drawing frames in a colour; the others are drawn plain. */
const DRAWN: ReadonlySet<FlowNodeState> = new Set(['active', 'passed', 'rejected']);

/**
 * The flow's drawing with where the task stands at each node (current blue, passed green,
 * rejected red), and the same steps as a list read by screen readers, which the colours do not
 * reach: each step with its state, the current ones marked.
 */
export function TaskNodes({ task }: { task: FlowTaskInfo }) {
  const { t } = useTranslation();
  // The server sends the template the task runs on, checked when that version was released, and
  // the form design it was checked against.
  const template = task.flowTemplateJson as FlowTemplate;
  const fields = useMemo(() => formDataFields(task.formDesign as FormDesign), [task.formDesign]);
  const states = useMemo(
    () => new Map(task.nodes.map((node) => [node.nodeId, node.state] as const)),
    [task.nodes],
  );
  const drawn = useMemo(() => {
    const shown = new Map<string, DrawnNodeState>();
    for (const [nodeId, state] of states)
      if (DRAWN.has(state)) shown.set(nodeId, state as DrawnNodeState);
    return shown;
  }, [states]);
  const steps = templateSteps(template);
  return (
    <>
      <Box sx={{ height: 360 }}>
        <Suspense fallback={null}>
          <FlowDrawing initial={template} fields={fields} readOnly nodeStates={drawn} />
        </Suspense>
      </Box>
      <List dense aria-label={t('workFlow.tasks.panel.flow')} sx={VISUALLY_HIDDEN}>
        {steps.map((step) => {
          const state = states.get(step.nodeId) ?? 'untouched';
          return (
            <ListItem
              key={step.nodeId}
              aria-current={state === 'active' ? 'step' : undefined}
              secondaryAction={
                <Chip
                  size="small"
                  color={STATE_COLORS[state]}
                  variant={state === 'untouched' ? 'outlined' : 'filled'}
                  label={t(`workFlow.tasks.nodeState.${state}`)}
                />
              }
            >
              <ListItemText primary={step.title} />
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
