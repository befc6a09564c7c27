import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { FlowTaskInfo, FlowTemplate } from '@mepm/contract';
import type { FlowNodeState } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { templateSteps } from './template-nodes';

const STATE_COLORS: Record<FlowNodeState, ChipProps['color']> = {
  active: 'primary',
  passed: 'success',
  rejected: 'error',
  cancelled: 'default',
  untouched: 'default',
};

/** The flow's steps with where the task stands at each; the current ones stand out. */
export function TaskNodes({ task }: { task: FlowTaskInfo }) {
  const { t } = useTranslation();
  const states = new Map(task.nodes.map((node) => [node.nodeId, node.state] as const));
  // The server sends the template the task runs on, checked when that version was released.
  const steps = templateSteps(task.flowTemplateJson as FlowTemplate);
  return (
    <List dense aria-label={t('workFlow.tasks.panel.flow')}>
      {steps.map((step) => {
        const state = states.get(step.nodeId) ?? 'untouched';
        return (
          <ListItem
            key={step.nodeId}
            aria-current={state === 'active' ? 'step' : undefined}
            sx={state === 'active' ? { bgcolor: 'action.selected', borderRadius: 1 } : undefined}
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
  );
}
