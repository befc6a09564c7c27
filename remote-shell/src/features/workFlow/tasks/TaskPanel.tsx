import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { FlowTaskInfo, FormDesign, FormValues } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useDateText } from '../../../shared/crud';
import { FormRenderer } from '../../../shared/form-renderer/FormRenderer';
import type { FormRendererHandle } from '../../../shared/form-renderer/FormRenderer';
import { useTaskDetailQuery } from './api';
import { designWithAccess, hasWritableField, readerAccess, writableValues } from './field-access';
import { TaskActions } from './TaskActions';
import { StatusChip, UrgencyChip } from './TaskChips';
import { TaskHistory } from './TaskHistory';
import { TaskNodes } from './TaskNodes';

/** Which task the panel shows. */
export interface TaskRef {
  flowId: string;
  taskId: string;
}

export interface TaskPanelProps {
  task: TaskRef;
  onClose: () => void;
  /** Editing the caller's draft or task rejected to its start (the 发起流程 page). */
  onEdit?: (task: FlowTaskInfo) => void;
}

/**
 * One task, full screen: its title, status, urgency and initiator; the form as the reader may see
 * and write it; the history; the flow's steps with the current ones marked; the actions the
 * server offers. After an action the lists refresh (their tag) and the panel closes.
 */
export function TaskPanel({ task, onClose, onEdit }: TaskPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const detail = useTaskDetailQuery(task, { refetchOnMountOrArgChange: true });
  const failed = detail.isError;
  // The base query told why the task cannot be read; there is nothing to show.
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);
  const info = detail.data?.id === task.taskId ? detail.data : undefined;
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {info?.fullName ?? ''}
        </Box>
        <IconButton aria-label={t('workFlow.tasks.buttons.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {info && <TaskBody key={info.id} info={info} onDone={onClose} onEdit={onEdit} />}
      </DialogContent>
    </Dialog>
  );
}

interface BodyProps {
  info: FlowTaskInfo;
  onDone: () => void;
  onEdit?: (task: FlowTaskInfo) => void;
}

function TaskBody({ info, onDone, onEdit }: BodyProps) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const handle = useRef<FormRendererHandle>(null);
  const access = useMemo(
    () => readerAccess(info.fieldAccess, info.requiredFields),
    [info.fieldAccess, info.requiredFields],
  );
  // The server checked the version's design when it was released.
  const design = useMemo(
    () => designWithAccess(info.formDesign as FormDesign, access),
    [info.formDesign, access],
  );
  const writing = info.actions.includes('audit') && hasWritableField(design, access);
  const collectValues = useCallback(async (): Promise<FormValues | null> => {
    if (!writing) return {};
    const values = await handle.current?.submit();
    return values ? writableValues(values, access) : null;
  }, [writing, access]);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusChip status={info.status} />
        <UrgencyChip urgent={info.urgent} />
        <Typography>
          {t('workFlow.tasks.panel.initiator')}: {info.creatorUser}
        </Typography>
        {info.billNo && (
          <Typography>
            {t('workFlow.tasks.panel.billNo')}: {info.billNo}
          </Typography>
        )}
        <Typography color="text.secondary">
          {dateText(info.submittedTime ?? info.createdTime)}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <TaskActions
          task={info}
          collectValues={collectValues}
          onDone={onDone}
          onEdit={onEdit && (() => onEdit(info))}
        />
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '2fr 1fr' } }}>
        <Paper
          variant="outlined"
          component="section"
          aria-label={t('workFlow.tasks.panel.form')}
          sx={{ p: 2 }}
        >
          <FormRenderer
            ref={handle}
            design={design}
            values={info.formData}
            mode={writing ? 'edit' : 'detail'}
          />
        </Paper>
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h3">
              {t('workFlow.tasks.panel.flow')}
            </Typography>
            <TaskNodes task={info} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h3">
              {t('workFlow.tasks.panel.history')}
            </Typography>
            <TaskHistory records={info.history} />
          </Paper>
        </Stack>
      </Box>
    </Stack>
  );
}
