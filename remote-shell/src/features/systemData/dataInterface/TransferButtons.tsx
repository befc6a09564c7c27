import type { DataInterfaceTransfer } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { DATA_INTERFACE_BUTTON } from '@mepm/contract/paths';
import { useAppDispatch } from '../../../kernel/hooks';
import { ERROR_TOAST_MS, NOTICE_TOAST_MS, toastShown } from '../../../kernel/notice-slice';
import { downloadJson, JsonFileButton, readText } from '../../../shared/json-file';
import { PermissionGate } from '../../../shared/permission';
import { useImportDataInterfaceMutation } from './api';

/** A file that looks like an export: an object with a code and a kind (the server checks the rest). */
export function asInterfaceFile(text: string): DataInterfaceTransfer | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const kind: unknown = Reflect.get(parsed, 'kind');
    const enCode: unknown = Reflect.get(parsed, 'enCode');
    // The server validates the whole file against the contract before writing.
    return typeof kind === 'string' && typeof enCode === 'string'
      ? (parsed as DataInterfaceTransfer)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Saves an interface's export as a JSON file. */
export function downloadInterface(file: DataInterfaceTransfer) {
  downloadJson(`${file.enCode}.json`, file);
}

/** Import of an exported interface file: the interface with its code is replaced, else created. */
export function ImportButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [importFile, { isLoading }] = useImportDataInterfaceMutation();
  const onImport = async (chosen: File) => {
    const file = asInterfaceFile(await readText(chosen));
    if (!file) {
      dispatch(
        toastShown({
          kind: 'error',
          text: t('systemData.dataInterface.badFile'),
          durationMs: ERROR_TOAST_MS,
        }),
      );
      return;
    }
    await importFile(file).unwrap();
    dispatch(
      toastShown({
        kind: 'success',
        text: t('systemData.dataInterface.imported'),
        durationMs: NOTICE_TOAST_MS,
      }),
    );
  };
  return (
    <PermissionGate code={DATA_INTERFACE_BUTTON.import}>
      <JsonFileButton
        label={t('systemData.dataInterface.actions.import')}
        disabled={isLoading}
        testId="data-interface-import-file"
        // A refusal is shown by the base query's toast.
        onFile={onImport}
      />
    </PermissionGate>
  );
}
