import { useState } from 'react';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import { useTranslation } from 'react-i18next';
import { FD } from './drawing/node-summary';
import type { FlowProblem } from './FlowDesigner';

interface Props {
  problems: readonly FlowProblem[];
  /** A node's title, to name where a problem is. */
  titleOf: (nodeId: string) => string;
  /** Selects the node a problem is on. */
  onSelect: (nodeId: string) => void;
}

/**
 * The toolbar's count of the template's problems ("3 个问题"), nothing while there are none; a
 * click lists them, and a node's problem selects that node.
 */
export function FlowProblemsButton({ problems, titleOf, onSelect }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (problems.length === 0) return null;
  const count = problems.length;
  return (
    <>
      <Chip
        color="error"
        size="small"
        aria-haspopup="dialog"
        label={count === 1 ? t(`${FD}.problems.one`) : t(`${FD}.problems.count`, { n: count })}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 420, maxHeight: 480 } } }}
      >
        <List dense aria-label={t(`${FD}.problems.title`)}>
          {problems.map(({ nodeId, message }, index) => {
            const text = (
              <ListItemText
                primary={nodeId === null ? t(`${FD}.problems.template`) : titleOf(nodeId)}
                secondary={message}
                slotProps={{ secondary: { color: 'error' } }}
              />
            );
            // A node can have several problems, hence the index.
            const key = `${nodeId ?? ''}-${index}`;
            return nodeId === null ? (
              <ListItem key={key}>{text}</ListItem>
            ) : (
              <ListItem key={key} disablePadding>
                <ListItemButton
                  onClick={() => {
                    setAnchor(null);
                    onSelect(nodeId);
                  }}
                >
                  {text}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Popover>
    </>
  );
}
