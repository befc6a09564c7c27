import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../kernel/hooks';
import { ERROR_TOAST_MS, toastShown } from '../../../kernel/notice-slice';
import { useNotifySuccess } from '../../../shared/crud';
import { JsonFileButton, readText } from '../../../shared/json-file';
import { PermissionGate } from '../../../shared/permission';
import { useCreateWebDesignMutation } from './api';
import { asDesignFile } from './design-file';

/** Creates a design from an exported file (add's grant); the server's refusals are toasted. */
export function ImportDesignButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notify = useNotifySuccess();
  const [create, { isLoading }] = useCreateWebDesignMutation();
  const onImport = async (chosen: File) => {
    const file = asDesignFile(await readText(chosen));
    if (!file) {
      const text = t('onlineDev.webDesign.badFile');
      dispatch(toastShown({ kind: 'error', text, durationMs: ERROR_TOAST_MS }));
      return;
    }
    await create(file).unwrap();
    notify('onlineDev.webDesign.notice.imported');
  };
  return (
    <PermissionGate code={ADMIN_BUTTON.add}>
      <JsonFileButton
        label={t('onlineDev.webDesign.buttons.import')}
        disabled={isLoading}
        testId="web-design-import-file"
        onFile={onImport}
      />
    </PermissionGate>
  );
}
