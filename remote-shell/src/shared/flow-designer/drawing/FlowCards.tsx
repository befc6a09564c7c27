import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Handle, Position, type NodeProps, type Node } from '@xyflow/react';
import type { FlowNode, RouteNode } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { INSERTABLE_TYPES } from '../model';
import { useCanvas, type DrawnNodeState } from './canvas-context';
import { FD, nodeSummary } from './node-summary';

export type CardData = { node: FlowNode; parallel: boolean };
export type RouteData = { node: RouteNode };
export type PlusData = { after: FlowNode };

/** The connection points: in at the top, out at the bottom; never dragged from. */
function Handles() {
  return (
    <>
      <Handle type="target" position={Position.Top} isConnectable={false} style={{ opacity: 0 }} />
      <Handle
        type="source"
        position={Position.Bottom}
        isConnectable={false}
        style={{ opacity: 0 }}
      />
    </>
  );
}

const ACCENT: Record<FlowNode['type'], string> = {
  start: '#576a95',
  approver: '#ff943e',
  copy: '#3296fa',
  timer: '#8e6ddb',
  branch: '#15bc83',
  condition: '#15bc83',
  parallel: '#718dff',
  subFlow: '#e6a23c',
};

const STATE_BORDERS: Record<DrawnNodeState, string> = {
  active: '2px solid #1976d2',
  passed: '2px solid #2e7d32',
  rejected: '2px solid #d32f2f',
};

/**
 * The frame of a card or a route head: red with problems, bold blue when current, a task's
 * passed green and rejected red, blue when chosen.
 */
function useFrame(nodeId: string) {
  const { problems, highlight, states, selected } = useCanvas();
  const own = problems.get(nodeId) ?? [];
  const state = highlight.has(nodeId) ? 'active' : states.get(nodeId);
  const current = state === 'active';
  const border =
    own.length > 0
      ? '2px solid #d32f2f'
      : state
        ? STATE_BORDERS[state]
        : selected === nodeId
          ? '2px solid #3296fa'
          : '1px solid #dcdfe6';
  return { own, border, current };
}

function Problems({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main', fontSize: 12 }}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </Box>
  );
}

/** The × of a card or a route head: the node goes (a route with its branches). */
function RemoveButton({ node, colour }: { node: FlowNode; colour: string }) {
  const { t } = useTranslation();
  const canvas = useCanvas();
  return (
    <IconButton
      size="small"
      aria-label={t(`${FD}.remove`, { title: node.properties.title })}
      onClick={() => canvas.dispatch({ type: 'remove', id: node.nodeId })}
      sx={{ position: 'absolute', top: 0, right: 0, color: colour }}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/** A node's card: its title over a one-line summary; chosen on click, removed by its ×. */
export function NodeCard({ data }: NodeProps<Node<CardData>>) {
  const { t } = useTranslation();
  const { node } = data;
  const canvas = useCanvas();
  const { own, border, current } = useFrame(node.nodeId);
  const title = node.properties.title;
  const summary = data.parallel
    ? t(`${FD}.summary.parallelBranch`)
    : nodeSummary(node, t, canvas.names);
  const removable = !canvas.readOnly && node.type !== 'start';
  return (
    <Box
      role="group"
      aria-label={title}
      aria-current={current ? 'step' : undefined}
      sx={{
        width: '100%',
        height: '100%',
        bgcolor: 'background.paper',
        border,
        borderRadius: 1,
        boxShadow: 1,
        overflow: 'hidden',
        position: 'relative',
      }}
    >
      <Handles />
      <ButtonBase
        aria-label={`${title}: ${summary}`}
        aria-pressed={canvas.readOnly ? undefined : canvas.selected === node.nodeId}
        disabled={canvas.readOnly}
        onClick={() => canvas.dispatch({ type: 'select', id: node.nodeId })}
        sx={{ display: 'block', width: '100%', textAlign: 'left' }}
      >
        <Box sx={{ bgcolor: ACCENT[node.type], color: '#fff', px: 1, py: 0.5, pr: 4 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
        </Box>
        <Typography
          variant="body2"
          noWrap
          title={summary}
          sx={{ px: 1, py: 1 }}
          color="text.secondary"
        >
          {summary}
        </Typography>
      </ButtonBase>
      <Problems messages={own} />
      {removable && <RemoveButton node={node} colour="#fff" />}
    </Box>
  );
}

/** A route's head: its title, and (editing) a button adding a branch and its ×. */
export function RouteHead({ data }: NodeProps<Node<RouteData>>) {
  const { t } = useTranslation();
  const { node } = data;
  const canvas = useCanvas();
  const { own, border } = useFrame(node.nodeId);
  const title = node.properties.title;
  return (
    <Box
      role="group"
      aria-label={title}
      sx={{
        width: '100%',
        height: '100%',
        bgcolor: 'background.paper',
        border,
        borderRadius: 4,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        position: 'relative',
      }}
    >
      <Handles />
      {!canvas.readOnly && <RemoveButton node={node} colour={ACCENT[node.type]} />}
      <Box sx={{ display: 'flex', alignItems: 'center', pr: canvas.readOnly ? 0 : 3 }}>
        <ButtonBase
          disabled={canvas.readOnly}
          onClick={() => canvas.dispatch({ type: 'select', id: node.nodeId })}
          sx={{ px: 1, fontSize: 13, color: ACCENT[node.type], whiteSpace: 'nowrap' }}
        >
          {title}
        </ButtonBase>
        {!canvas.readOnly && (
          <Button
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
            onClick={() => canvas.addBranch(node.nodeId)}
          >
            {t(`${FD}.addBranch.${node.type}`)}
          </Button>
        )}
      </Box>
      <Problems messages={own} />
    </Box>
  );
}

/** The "+" on a connection: a menu of the node types to insert there. */
export function PlusButton({ data }: NodeProps<Node<PlusData>>) {
  const { t } = useTranslation();
  const canvas = useCanvas();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { after } = data;
  return (
    <>
      <Handles />
      <IconButton
        size="small"
        aria-label={t(`${FD}.insertAfter`, { title: after.properties.title })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          width: 28,
          height: 28,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
        }}
      >
        <AddIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {INSERTABLE_TYPES.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null);
              canvas.insert(after.nodeId, type);
            }}
          >
            {t(`${FD}.types.${type}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Where a route's branches meet again. */
export function JoinPoint() {
  return (
    <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: '#cacaca' }}>
      <Handles />
    </Box>
  );
}

export function EndMark() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        width: '100%',
        height: '100%',
        display: 'grid',
        placeItems: 'center',
        borderRadius: 4,
        bgcolor: 'action.selected',
        fontSize: 13,
      }}
    >
      <Handles />
      {t(`${FD}.end`)}
    </Box>
  );
}
