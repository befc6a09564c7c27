import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OrgTree } from '../tree/OrgTree';
import type { OrgNode, OrgNodeType } from '../tree/org-node';
import type { LoadChildren } from '../tree/types';

/** The user picker is 450 px wide; the department and position pickers match it. */
export const PICKER_WIDTH = 450;

export interface OrgPickerProps {
  open: boolean;
  /** What is being chosen, e.g. "审批人"; the default names the node type. */
  title?: string;
  multiple?: boolean;
  loadChildren: LoadChildren<OrgNode>;
  search?: (keyword: string) => Promise<OrgNode[]>;
  /** Already chosen, e.g. the field's current value. */
  initialSelected?: readonly OrgNode[];
  onConfirm: (nodes: OrgNode[]) => void;
  onClose: () => void;
}

interface Props extends OrgPickerProps {
  /** Only nodes of this type may be chosen; no picker chooses companies (they have no title). */
  nodeType: Exclude<OrgNodeType, 'company'>;
}

/** Choosing organisation nodes of one type; the user, department and position pickers. */
export function OrgPickerDialog(props: Props) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: PICKER_WIDTH, maxWidth: '100%' } } }}
    >
      {/* Remounting on every opening starts from the caller's selection, not the last attempt. */}
      {props.open && <PickerBody {...props} titleId={titleId} />}
    </Dialog>
  );
}

function PickerBody(props: Props & { titleId: string }) {
  const { t } = useTranslation();
  const title = props.title ?? t(`widgets.picker.${props.nodeType}`);
  const [chosen, setChosen] = useState<OrgNode[]>(() => [...(props.initialSelected ?? [])]);
  const [missing, setMissing] = useState(false);

  // The tree only reports nodes it has seen; chosen nodes from an earlier search stay known here.
  const change = (ids: string[], nodes: OrgNode[]) => {
    const known = new Map([...chosen, ...nodes].map((node) => [node.id, node]));
    setChosen(ids.flatMap((id) => known.get(id) ?? []));
    setMissing(false);
  };
  const remove = (id: string) => setChosen(chosen.filter((node) => node.id !== id));
  const confirm = () => {
    if (chosen.length === 0) setMissing(true);
    else props.onConfirm(chosen);
  };

  return (
    <>
      <DialogTitle id={props.titleId}>{t('widgets.picker.title', { title })}</DialogTitle>
      <DialogContent dividers>
        <OrgTree
          label={title}
          loadChildren={props.loadChildren}
          search={props.search}
          multiple={props.multiple}
          checkboxes={props.multiple}
          selectedIds={chosen.map((node) => node.id)}
          onSelectedChange={change}
          selectable={(node) => node.type === props.nodeType}
        />
        {props.multiple && chosen.length > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            <Typography variant="body2" sx={{ mr: 1 }}>
              {t('widgets.picker.chosen')}
            </Typography>
            {chosen.map((node) => (
              <Chip
                key={node.id}
                size="small"
                label={node.fullName}
                onDelete={() => remove(node.id)}
              />
            ))}
          </Stack>
        )}
        {missing && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('widgets.picker.required', { title })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('widgets.picker.cancel')}</Button>
        <Button variant="contained" onClick={confirm}>
          {t('widgets.picker.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}
