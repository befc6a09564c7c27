import { useCallback, useMemo, useState } from 'react';
import type { FlowEngineRow } from '@mepm/contract';
import { ADMIN_BUTTON, FLOW_ENGINE_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete, useNotifySuccess } from '../../../shared/crud';
import type { CrudList, DialogTarget, RowAction } from '../../../shared/crud';
import { usePermission } from '../../../shared/permission';
import {
  useCopyFlowEngineMutation,
  useDeleteFlowEngineMutation,
  useLazyFlowEngineExportQuery,
  useReleaseFlowEngineMutation,
  useStopFlowEngineMutation,
} from './api';
import { downloadFlow } from './flow-file';

/** The list's dialogs, and the flow whose template is open in the designer. */
export interface FlowEngineList extends CrudList<FlowEngineRow> {
  designing: FlowEngineRow | null;
  closeDesigner: () => void;
}

/**
 * The flows list's dialogs and row buttons, each with its grant: edit, design (edit's and its
 * own: the designer saves through the edit route), release or stop
 * (one grant: what staff may launch; a released flow offers stop, any other release), copy,
 * export, delete.
 */
export function useFlowEngineList(): FlowEngineList {
  const { t } = useTranslation();
  const { hasButton } = usePermission();
  const notify = useNotifySuccess();
  const [remove] = useDeleteFlowEngineMutation();
  const [copy] = useCopyFlowEngineMutation();
  const [release] = useReleaseFlowEngineMutation();
  const [stop] = useStopFlowEngineMutation();
  const [readExport] = useLazyFlowEngineExportQuery();
  const deletion = useConfirmDelete((id) => remove(id).unwrap());
  const [target, setTarget] = useState<DialogTarget | null>(null);
  const [designing, setDesigning] = useState<FlowEngineRow | null>(null);
  const { ask } = deletion;
  const actionsOf = useMemo(() => {
    const can = {
      edit: hasButton(ADMIN_BUTTON.edit),
      // A design is saved by the edit route, which also wants the design grant for a template.
      design: hasButton(ADMIN_BUTTON.edit) && hasButton(FLOW_ENGINE_BUTTON.design),
      release: hasButton(FLOW_ENGINE_BUTTON.release),
      copy: hasButton(FLOW_ENGINE_BUTTON.copy),
      exportData: hasButton(FLOW_ENGINE_BUTTON.exportData),
      remove: hasButton(ADMIN_BUTTON.remove),
    };
    // Refusals (a template the check refuses, a flow with tasks) are toasted by the base query.
    const ignore = () => undefined;
    const text = (key: 'design' | 'release' | 'stop' | 'copy' | 'export') =>
      t(`workFlow.flowEngine.buttons.${key}`);
    return (row: FlowEngineRow): RowAction[] => {
      const actions: RowAction[] = [];
      const button = (label: string, onClick: () => void) => actions.push({ label, onClick });
      if (can.edit) button(t('crud.buttons.edit'), () => setTarget({ mode: 'edit', id: row.id }));
      if (can.design) button(text('design'), () => setDesigning(row));
      if (can.release && row.state === 1)
        button(text('stop'), () => {
          stop(row.id)
            .unwrap()
            .then(() => notify('workFlow.flowEngine.notice.stopped'), ignore);
        });
      else if (can.release)
        button(text('release'), () => {
          release(row.id)
            .unwrap()
            .then(() => notify('workFlow.flowEngine.notice.released'), ignore);
        });
      if (can.copy)
        button(text('copy'), () => {
          copy(row.id)
            .unwrap()
            .then(() => notify('workFlow.flowEngine.notice.copied'), ignore);
        });
      if (can.exportData)
        button(text('export'), () => {
          readExport(row.id).unwrap().then(downloadFlow, ignore);
        });
      if (can.remove)
        actions.push({ label: t('crud.buttons.remove'), onClick: () => ask(row.id), danger: true });
      return actions;
    };
  }, [hasButton, t, ask, copy, release, stop, readExport, notify]);
  return {
    actionsOf,
    target,
    openCreate: useCallback(() => setTarget({ mode: 'create' }), []),
    closeForm: useCallback(() => setTarget(null), []),
    deletion: deletion.dialogProps,
    designing,
    closeDesigner: useCallback(() => setDesigning(null), []),
  };
}
