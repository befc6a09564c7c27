import { useMemo, type ReactNode } from 'react';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { FlowTemplate, FormDataField } from '@mepm/contract';
import { findNode } from '@mepm/flow-engine';
import { useTranslation } from 'react-i18next';
import {
  DESIGNER_ROOT_ATTRIBUTE,
  useDesignerKeys,
} from '../form-designer/canvas/use-designer-keys';
import type { CanvasContext, DrawnNodeState } from './drawing/canvas-context';
import { FlowCanvas } from './drawing/FlowCanvas';
import { FD } from './drawing/node-summary';
import { useSubjectNames } from './drawing/use-subject-names';
import { FlowProblemsButton } from './FlowProblemsButton';
import { PropertiesPanel } from './properties/PropertiesPanel';
import type { SubFlowChoice } from './properties/SubFlowEditor';
import { useFlowDesigner } from './use-flow-designer';
import { useNewTitles } from './use-new-titles';

/** A problem the template check found at a node (null: the template's), in the shown language. */
export interface FlowProblem {
  nodeId: string | null;
  message: string;
}

export interface FlowDesignerProps {
  /** The template it opens with; a new `key` on the designer opens another. */
  initial: FlowTemplate;
  /** Every new template, to keep for saving. */
  onChange?: (template: FlowTemplate) => void;
  /** The flow form's fields, for field rules and conditions. */
  fields: readonly FormDataField[];
  /** Shown on their nodes (red frame and messages). */
  problems?: readonly FlowProblem[];
  /** Shows the flow without any way to change it (a task's view). */
  readOnly?: boolean;
  /** Nodes drawn as current (a task's current nodes). */
  highlight?: readonly string[];
  /** Where a task stands at each node it reached, framed in that state's colour. */
  nodeStates?: ReadonlyMap<string, DrawnNodeState>;
  /** The released flows a sub-flow node may launch (none: only the flow already named). */
  subFlows?: readonly SubFlowChoice[];
  /** The holder's buttons at the toolbar's right (save, close…). */
  actions?: ReactNode;
}

const NONE: readonly never[] = [];
const NO_STATES: ReadonlyMap<string, DrawnNodeState> = new Map();

/**
 * The flow designer: the template drawn top-down, a "+" on each connection to insert a node,
 * the selected node's properties beside it. Delete removes the selected node, Ctrl/⌘+Z undoes
 * and Ctrl/⌘+Shift+Z redoes, never while typing in a box or in a dialog over the designer.
 */
export function FlowDesigner(props: FlowDesignerProps) {
  const { t } = useTranslation();
  const { readOnly = false, fields, problems = NONE, highlight = NONE } = props;
  const { nodeStates = NO_STATES } = props;
  const [state, dispatch] = useFlowDesigner(props.initial, props.onChange);
  // Read only, nothing is selected and nothing done: Delete and undo find nothing to act on.
  const canvasRef = useDesignerKeys(readOnly ? null : state.selected, dispatch);
  const titles = useNewTitles();
  const { template } = state;
  const subjectNames = useSubjectNames(template);
  const context = useMemo<CanvasContext>(() => {
    const byNode = new Map<string, string[]>();
    for (const { nodeId, message } of problems)
      if (nodeId !== null) byNode.set(nodeId, [...(byNode.get(nodeId) ?? []), message]);
    const labels = new Map(fields.map((field) => [field.vModel, field.label || field.vModel]));
    return {
      readOnly,
      selected: state.selected,
      problems: byNode,
      highlight: new Set(highlight),
      states: nodeStates,
      names: {
        field: (vModel) => labels.get(vModel) ?? vModel,
        node: (nodeId) => findNode(template, nodeId)?.node.properties.title ?? nodeId,
        ...subjectNames,
      },
      dispatch,
      insert: (after, type) =>
        dispatch({
          type: 'insert',
          after,
          node: type,
          titles: type === 'parallel' ? titles.parallel : titles.condition,
        }),
      addBranch: (route) => {
        const found = findNode(template, route)?.node;
        const which = found?.type === 'parallel' ? titles.parallel : titles.condition;
        dispatch({ type: 'addBranch', route, titles: which });
      },
    };
  }, [
    readOnly,
    state.selected,
    problems,
    highlight,
    nodeStates,
    fields,
    template,
    subjectNames,
    titles,
    dispatch,
  ]);
  return (
    <Box
      {...{ [DESIGNER_ROOT_ATTRIBUTE]: '' }}
      role="region"
      aria-label={t(`${FD}.label`)}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      {!readOnly && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            px: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Tooltip title={t(`${FD}.undo`)}>
            <span>
              <IconButton
                aria-label={t(`${FD}.undo`)}
                disabled={state.past.length === 0}
                onClick={() => dispatch({ type: 'undo' })}
              >
                <UndoIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t(`${FD}.redo`)}>
            <span>
              <IconButton
                aria-label={t(`${FD}.redo`)}
                disabled={state.future.length === 0}
                onClick={() => dispatch({ type: 'redo' })}
              >
                <RedoIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <FlowProblemsButton
            problems={problems}
            titleOf={context.names.node}
            onSelect={(id) => dispatch({ type: 'select', id })}
          />
          <Box sx={{ flex: 1 }} />
          {props.actions}
        </Box>
      )}
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <Box ref={canvasRef} sx={{ flex: 1, minWidth: 0, bgcolor: 'background.default' }}>
          <FlowCanvas template={template} context={context} />
        </Box>
        {!readOnly && state.selected !== null && (
          <PropertiesPanel
            template={template}
            nodeId={state.selected}
            fields={fields}
            flows={props.subFlows ?? NONE}
            dispatch={dispatch}
          />
        )}
      </Box>
    </Box>
  );
}
