import type { FlowEngineRecord } from '@mepm/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { RecordFormDialog, editIdOf } from '../../../shared/crud';
import type { DialogTarget } from '../../../shared/crud';
import {
  useCreateFlowEngineMutation,
  useFlowEngineQuery,
  useUpdateFlowEngineMutation,
} from './api';
import {
  toFlowEngineBody,
  toFlowEngineValues,
  validateFlowEngine,
  type FlowEngineField,
  type FlowEngineSent,
  type FlowEngineValues,
} from './flow-engine-form';
import { FlowEngineFormFields } from './FlowEngineFormFields';

/**
 * Adds a flow (the start node alone, never released) or edits its attributes; an edit keeps the
 * template as read and sends the version it read, so a flow changed meanwhile is refused.
 */
export function FlowEngineFormDialog({
  target,
  onClose,
}: {
  target: DialogTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [create] = useCreateFlowEngineMutation();
  const [update] = useUpdateFlowEngineMutation();
  return (
    <RecordFormDialog<FlowEngineRecord, FlowEngineValues, FlowEngineSent, FlowEngineField>
      target={target}
      onClose={onClose}
      titles="workFlow.flowEngine.titles"
      record={useFlowEngineQuery(editIdOf(target) ?? skipToken)}
      initialValues={(record) =>
        toFlowEngineValues(record, {
          start: t('workFlow.flowEngine.startTitle'),
          approver: t('flowDesigner.types.approver'),
        })
      }
      validate={validateFlowEngine}
      toBody={toFlowEngineBody}
      create={create}
      update={(args) =>
        update({ id: args.id, body: { ...args.body, version: args.body.version ?? 0 } })
      }
      renderFields={(form) => <FlowEngineFormFields {...form} />}
    />
  );
}
