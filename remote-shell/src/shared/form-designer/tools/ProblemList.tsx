import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import type { NodeId } from '../model';
import type { DesignProblem } from './problems';

interface Props {
  problems: readonly DesignProblem[];
  /** Called with a problem's node; absent, the list only reads. */
  onSelect?: (nodeId: NodeId) => void;
}

/** A design's problems: the field's label over what is wrong; a field's problem selects it. */
export function ProblemList({ problems, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <List dense aria-label={t('formDesigner.problems.title')}>
      {problems.map((problem, index) => {
        const text = (
          <ListItemText
            primary={problem.label || t('formDesigner.problems.form')}
            secondary={problem.text}
            slotProps={{ secondary: { color: 'error' } }}
          />
        );
        const { nodeId } = problem;
        // The same path can carry several problems, hence the index.
        const key = `${problem.path}-${index}`;
        return onSelect && nodeId !== null ? (
          <ListItem key={key} disablePadding>
            <ListItemButton onClick={() => onSelect(nodeId)}>{text}</ListItemButton>
          </ListItem>
        ) : (
          <ListItem key={key}>{text}</ListItem>
        );
      })}
    </List>
  );
}
