import { FLOW_ENGINE_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../kernel/hooks';
import { ERROR_TOAST_MS, toastShown } from '../../../kernel/notice-slice';
import { useNotifySuccess } from '../../../shared/crud';
import { JsonFileButton, readText } from '../../../shared/json-file';
import { PermissionGate } from '../../../shared/permission';
import { useImportFlowEngineMutation } from './api';
import { asFlowFile } from './flow-file';

/** Creates an unreleased flow from an exported file (import's grant); refusals are toasted. */
export function ImportFlowButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notify = useNotifySuccess();
  const [importFlow, { isLoading }] = useImportFlowEngineMutation();
  const onImport = async (chosen: File) => {
    const file = asFlowFile(await readText(chosen));
    if (!file) {
      const text = t('workFlow.flowEngine.badFile');
      dispatch(toastShown({ kind: 'error', text, durationMs: ERROR_TOAST_MS }));
      return;
    }
    await importFlow(file).unwrap();
    notify('workFlow.flowEngine.notice.imported');
  };
  return (
    <PermissionGate code={FLOW_ENGINE_BUTTON.importData}>
      <JsonFileButton
        label={t('workFlow.flowEngine.buttons.import')}
        disabled={isLoading}
        testId="flow-engine-import-file"
        onFile={onImport}
      />
    </PermissionGate>
  );
}
