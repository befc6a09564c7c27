import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { OnlineDevListBody } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useNotifySuccess } from '../../../../shared/crud';
import { isSavedFile } from '../../../../kernel/files/file-answer';
import type { PageRef } from '../api';
import type { PageRights } from '../rights';
import { useExportRecordsMutation } from './api';
import { ExportProgress } from './ExportProgress';

type Scope = 'page' | 'all' | 'selected';

interface Props {
  page: PageRef;
  columns: PageRights['columns'];
  /** The list as shown: its search, sort and page. */
  listBody: OnlineDevListBody;
  selectedIds: readonly string[];
  onClose: () => void;
}

/**
 * The export of a generated page's records: which of the shown columns, and which records (this
 * page, every match of the search, or the chosen rows). A small export downloads at once; a
 * large one runs in the background and shows its progress here until its file is ready.
 */
export function ExportDialog({ page, columns, listBody, selectedIds, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const notify = useNotifySuccess();
  const saved = (fileName: string) => notify('onlineDev.records.excel.exported', { fileName });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(columns.map((column) => column.prop)),
  );
  const [scope, setScope] = useState<Scope>(selectedIds.length > 0 ? 'selected' : 'page');
  const [taskId, setTaskId] = useState<string | null>(null);
  const [exportRecords, exporting] = useExportRecordsMutation();

  const toggle = (prop: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(prop)) next.add(prop);
      return next;
    });

  const start = async () => {
    const { menuId: _menuId, ...list } = listBody;
    try {
      const answer = await exportRecords({
        ...page,
        body: {
          ...list,
          dataType: scope === 'page' ? 0 : 1,
          selectKey: columns.map((column) => column.prop).filter((prop) => chosen.has(prop)),
          ...(scope === 'selected' ? { ids: [...selectedIds] } : {}),
        },
      }).unwrap();
      if (isSavedFile(answer)) {
        saved(answer.fileName);
        onClose();
      } else {
        setTaskId(answer.taskId);
      }
    } catch {
      // The base query told why; the choices stay for another try.
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('onlineDev.records.excel.exportTitle')}</DialogTitle>
      <DialogContent dividers>
        {taskId === null ? (
          <Stack spacing={2}>
            <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
              <FormLabel component="legend">{t('onlineDev.records.excel.columns')}</FormLabel>
              <FormGroup row>
                {columns.map((column) => (
                  <FormControlLabel
                    key={column.prop}
                    label={column.label}
                    control={
                      <Checkbox
                        checked={chosen.has(column.prop)}
                        onChange={() => toggle(column.prop)}
                      />
                    }
                  />
                ))}
              </FormGroup>
            </fieldset>
            <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
              <FormLabel component="legend">{t('onlineDev.records.excel.scope')}</FormLabel>
              <RadioGroup value={scope} onChange={(event) => setScope(event.target.value as Scope)}>
                <FormControlLabel
                  value="page"
                  control={<Radio />}
                  label={t('onlineDev.records.excel.scopePage')}
                />
                <FormControlLabel
                  value="all"
                  control={<Radio />}
                  label={t('onlineDev.records.excel.scopeAll')}
                />
                {selectedIds.length > 0 && (
                  <FormControlLabel
                    value="selected"
                    control={<Radio />}
                    label={t('onlineDev.records.excel.scopeSelected', {
                      count: selectedIds.length,
                    })}
                  />
                )}
              </RadioGroup>
            </fieldset>
          </Stack>
        ) : (
          <ExportProgress taskId={taskId} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('onlineDev.records.buttons.close')}</Button>
        {taskId === null && (
          <Button
            variant="contained"
            disabled={chosen.size === 0 || exporting.isLoading}
            onClick={() => void start()}
          >
            {t('onlineDev.records.excel.start')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
