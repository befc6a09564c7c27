import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { FlowAddedApprover } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useNotifySuccess } from '../../../shared/crud';
import { useRemoveApproverMutation } from './api';

/**
 * The approvers the reader added who have not acted yet, each with 减签 (removing them). The
 * server settles the node again: removing the last one may pass it or give the reader their
 * item back.
 */
export function AddedApprovers({
  approvers,
  onDone,
}: {
  approvers: readonly FlowAddedApprover[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotifySuccess();
  const [remove, state] = useRemoveApproverMutation();
  if (approvers.length === 0) return null;
  return (
    <List dense aria-label={t('workFlow.tasks.panel.addedApprovers')}>
      {approvers.map((approver) => (
        <ListItem
          key={approver.id}
          secondaryAction={
            <Button
              size="small"
              disabled={state.isLoading}
              aria-label={t('workFlow.tasks.buttons.removeApproverOf', {
                name: approver.userName,
              })}
              onClick={() =>
                void remove({ id: approver.id, body: {} })
                  .unwrap()
                  .then(() => {
                    notify('workFlow.tasks.notice.approverRemoved');
                    onDone();
                  })
                  .catch(() => undefined)
              }
            >
              {t('workFlow.tasks.buttons.removeApprover')}
            </Button>
          }
        >
          <ListItemText
            primary={approver.userName}
            secondary={t(`workFlow.tasks.action.addMode_${approver.mode}`)}
          />
        </ListItem>
      ))}
    </List>
  );
}
