import type { DictionaryTransfer } from '@mepm/contract';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../kernel/hooks';
import { ERROR_TOAST_MS, NOTICE_TOAST_MS, toastShown } from '../../../kernel/notice-slice';
import { downloadJson, JsonFileButton, readText } from '../../../shared/json-file';
import { PermissionGate } from '../../../shared/permission';
import { DICTIONARY_BUTTON } from '@mepm/contract/paths';
import { useExportDictionaryDataMutation, useImportDictionaryDataMutation } from './api';

/** A file that looks like an export: an object with an `items` array (the server checks the rest). */
function asTransfer(text: string): DictionaryTransfer | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const items: unknown = Reflect.get(parsed, 'items');
    // The server validates every item against the contract before writing any.
    return Array.isArray(items) ? (parsed as DictionaryTransfer) : undefined;
  } catch {
    return undefined;
  }
}

/** Export of the chosen type's items as a JSON file, and import of such a file into it. */
export function TransferButtons({ type }: { type: { id: string; enCode: string } }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [exportData, { isLoading: exporting }] = useExportDictionaryDataMutation();
  const [importData, { isLoading: importing }] = useImportDictionaryDataMutation();

  const onExport = async () => {
    downloadJson(`${type.enCode}.json`, await exportData(type.id).unwrap());
  };
  const onImport = async (chosen: File) => {
    const file = asTransfer(await readText(chosen));
    if (!file) {
      dispatch(
        toastShown({
          kind: 'error',
          text: t('systemData.dictionary.badFile'),
          durationMs: ERROR_TOAST_MS,
        }),
      );
      return;
    }
    const result = await importData({ typeId: type.id, file }).unwrap();
    dispatch(
      toastShown({
        kind: 'success',
        text: t('systemData.dictionary.imported', result),
        durationMs: NOTICE_TOAST_MS,
      }),
    );
  };

  return (
    <>
      <PermissionGate code={DICTIONARY_BUTTON.import}>
        <JsonFileButton
          label={t('systemData.dictionary.actions.import')}
          disabled={importing}
          testId="dictionary-import-file"
          // A refusal is shown by the base query's toast.
          onFile={onImport}
        />
      </PermissionGate>
      <PermissionGate code={DICTIONARY_BUTTON.export}>
        <Button disabled={exporting} onClick={() => void onExport().catch(() => undefined)}>
          {t('systemData.dictionary.actions.export')}
        </Button>
      </PermissionGate>
    </>
  );
}
