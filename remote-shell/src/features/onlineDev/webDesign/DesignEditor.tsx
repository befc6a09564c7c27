import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { FormDesign, WebDesignRecord } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/confirm';
import { useNotifySuccess } from '../../../shared/crud';
import { FormDesigner } from '../../../shared/form-designer';
import { useUpdateWebDesignMutation } from './api';
import { ListDesigner, useListDesign } from './list-designer';
import { LD } from './list-designer/texts';
import { toWebDesignBody, toWebDesignValues } from './web-design-form';

// The server stores only designs its check (the form engine's) accepts.
const formOf = (record: WebDesignRecord) => record.formData as FormDesign;
const TABS = ['form', 'list'] as const;
type Side = (typeof TABS)[number];

/**
 * A loaded design's form designer and, for a list mode (list + form, with or without flow), its
 * list designer on a second tab. Switching keeps each side's unsaved work: the form designer stays
 * mounted (its undo history is its own), the list design's state is kept here and follows the
 * form as it is being edited. Saving sends the whole design with the
 * form, the list design and the version held (read, then one more per save of its own), so a
 * design changed elsewhere meanwhile is refused — the base query shows the server's reason —
 * and never overwritten. Closing with unsaved changes on either side asks first.
 */
export function DesignEditor({
  record,
  title,
  onClose,
}: {
  record: WebDesignRecord;
  title: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotifySuccess();
  const ids = useId();
  const [update, { isLoading: saving }] = useUpdateWebDesignMutation();
  const design = useRef(formOf(record));
  const list = useListDesign(record.columnData, formOf(record));
  const hasList = record.webType !== 1;
  const [side, setSide] = useState<Side>('form');
  const [version, setVersion] = useState(record.version);
  const [formDirty, setFormDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const save = () => {
    const sent = design.current;
    const sentList = list.state.design;
    const columnData = hasList ? list.toSend : record.columnData;
    const values = toWebDesignBody(toWebDesignValues(record));
    update({ id: record.id, body: { ...values, formData: sent, columnData, version } })
      .unwrap()
      .then(
        () => {
          setVersion(version + 1);
          setFormDirty(design.current !== sent);
          list.markSaved(sentList, columnData);
          notify('crud.notice.saved');
        },
        // The base query has shown the server's reason; the design stays as it is to fix.
        () => undefined,
      );
  };
  const { formChanged } = list;
  const onFormChange = useCallback(
    (next: FormDesign) => {
      design.current = next;
      setFormDirty(true);
      formChanged(next);
    },
    [formChanged],
  );
  // The same element while the form is unchanged: an edit of the list re-renders no canvas.
  const formDesigner = useMemo(
    () => <FormDesigner initial={formOf(record)} onChange={onFormChange} />,
    [record, onFormChange],
  );
  const dirty = formDirty || (hasList && list.dirty);
  const panel = (which: Side) => ({
    role: hasList ? 'tabpanel' : undefined,
    id: `${ids}-${which}-panel`,
    'aria-labelledby': hasList ? `${ids}-${which}-tab` : undefined,
    sx: { flex: 1, minHeight: 0, display: side === which ? 'block' : 'none' },
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {title}
        {hasList && (
          <Tabs
            value={side}
            onChange={(_event, next: Side) => setSide(next)}
            aria-label={t(`${LD}.tabs.label`)}
            sx={{ ml: 3 }}
          >
            {TABS.map((which) => (
              <Tab
                key={which}
                value={which}
                label={t(`${LD}.tabs.${which}`)}
                id={`${ids}-${which}-tab`}
                aria-controls={`${ids}-${which}-panel`}
              />
            ))}
          </Tabs>
        )}
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" size="small" onClick={save} disabled={saving}>
          {t('crud.buttons.save')}
        </Button>
        <Button size="small" onClick={() => (dirty ? setAsking(true) : onClose())}>
          {t('onlineDev.webDesign.buttons.close')}
        </Button>
      </Box>
      <Box {...panel('form')}>{formDesigner}</Box>
      {/* The list's state lives here, not in its panes: they are drawn only while shown. */}
      {hasList && side === 'list' && (
        <Box {...panel('list')}>
          <ListDesigner state={list.state} dispatch={list.dispatch} />
        </Box>
      )}
      <ConfirmDialog
        open={asking}
        message={t('onlineDev.webDesign.designer.discard')}
        confirmLabel={t('onlineDev.webDesign.designer.discardConfirm')}
        onConfirm={onClose}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
