import { lazy, Suspense, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { FlowEngineRecord } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { isShellError } from '../../../kernel/base-query';
import { ConfirmDialog } from '../../../shared/confirm';
import { DesignerDialog, useNotifySuccess } from '../../../shared/crud';
import {
  useFlowEngineQuery,
  useFlowFormFieldsQuery,
  useReleasedFlowsQuery,
  useUpdateFlowEngineMutation,
} from './api';
import { toFlowEngineBody, toFlowEngineValues } from './flow-engine-form';

// React Flow, elkjs and the template check come with the designer, only once a flow is opened
// for design.
const CheckedFlowDesigner = lazy(() =>
  import('./CheckedFlowDesigner').then((module) => ({ default: module.CheckedFlowDesigner })),
);

const NO_FIELDS: never[] = [];

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', flex: 1 }}>
      <CircularProgress aria-label={t('crud.form.loading')} />
    </Box>
  );
}

/**
 * 设计: a flow, read afresh, in the full-screen designer. Saving sends the whole definition with
 * the template and the version held (read, then one more per save), so a flow changed elsewhere
 * meanwhile is refused, never overwritten; the server's reason stays shown above the drawing
 * until the next save. Closing with unsaved changes asks first.
 */
export function FlowDesignDialog({
  id,
  name,
  onClose,
}: {
  id: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  // The record as it is now, not a list's cached copy: its version is the one a save sends.
  const query = useFlowEngineQuery(id, { refetchOnMountOrArgChange: true });
  const [opened, setOpened] = useState<FlowEngineRecord | null>(null);
  if (opened === null && query.data && !query.isFetching) setOpened(query.data);
  const title = (
    <Typography id={titleId} variant="h6" component="h2" sx={{ py: 1 }}>
      {t('workFlow.flowEngine.designer.title', { name })}
    </Typography>
  );
  return (
    <DesignerDialog
      titleId={titleId}
      title={title}
      failed={query.isError}
      closeLabel={t('workFlow.flowEngine.buttons.close')}
      onClose={onClose}
    >
      {opened ? <FlowEditor record={opened} title={title} onClose={onClose} /> : null}
    </DesignerDialog>
  );
}

function FlowEditor({
  record,
  title,
  onClose,
}: {
  record: FlowEngineRecord;
  title: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotifySuccess();
  const fields = useFlowFormFieldsQuery(record.id);
  const released = useReleasedFlowsQuery(undefined);
  // A sub-flow launches another flow: this one is never offered.
  const subFlows = useMemo(
    () =>
      (released.data?.list ?? [])
        .flatMap((category) => category.children)
        .filter((flow) => flow.id !== record.id),
    [released.data, record.id],
  );
  const [update, saving] = useUpdateFlowEngineMutation();
  // An existing flow's values: the new template's titles are never used.
  const values = toFlowEngineValues(record, { start: '', approver: '' });
  const template = useRef(values.kept.flowTemplateJson);
  const [version, setVersion] = useState(record.version);
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = () => {
    const sent = template.current;
    const body = toFlowEngineBody({ ...values, kept: { ...values.kept, flowTemplateJson: sent } });
    update({ id: record.id, body: { ...body, version } })
      .unwrap()
      .then(
        () => {
          setVersion(version + 1);
          setDirty(template.current !== sent);
          setRefusal(null);
          notify('crud.notice.saved');
        },
        // The template stays as it is to fix; the reason stays beside it.
        (error: unknown) => setRefusal(isShellError(error) ? error.msg : null),
      );
  };
  const actions = (
    <>
      <Button variant="contained" size="small" onClick={save} disabled={saving.isLoading}>
        {t('workFlow.flowEngine.buttons.save')}
      </Button>
      <Button size="small" onClick={() => (dirty ? setAsking(true) : onClose())}>
        {t('workFlow.flowEngine.buttons.close')}
      </Button>
    </>
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>{title}</Box>
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      {fields.isError && (
        <Alert severity="warning">{t('workFlow.flowEngine.designer.noForm')}</Alert>
      )}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* The check runs against the form's fields: none shown before they are known. */}
        {fields.isLoading ? (
          <Loading />
        ) : (
          <Suspense fallback={<Loading />}>
            <CheckedFlowDesigner
              initial={template.current}
              fields={fields.data?.list ?? NO_FIELDS}
              subFlows={subFlows}
              onChange={(next) => {
                template.current = next;
                setDirty(true);
              }}
              actions={actions}
            />
          </Suspense>
        )}
      </Box>
      <ConfirmDialog
        open={asking}
        message={t('workFlow.flowEngine.designer.discard')}
        confirmLabel={t('workFlow.flowEngine.designer.discardConfirm')}
        onConfirm={onClose}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
