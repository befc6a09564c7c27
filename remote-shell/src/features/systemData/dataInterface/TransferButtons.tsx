import { useRef } from 'react';
import type { DataInterfaceTransfer } from '@mepm/contract';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { DATA_INTERFACE_BUTTON } from '@mepm/contract/paths';
import { useAppDispatch } from '../../../kernel/hooks';
import { ERROR_TOAST_MS, NOTICE_TOAST_MS, toastShown } from '../../../kernel/notice-slice';
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

/** The file's text (FileReader: older engines lack `Blob.text`). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });
}

/** Saves an interface's export as a JSON file. */
export function downloadInterface(file: DataInterfaceTransfer) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `${file.enCode}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/** Import of an exported interface file: the interface with its code is replaced, else created. */
export function ImportButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [importFile, { isLoading }] = useImportDataInterfaceMutation();
  const onImport = async (chosen: File | undefined) => {
    if (!chosen) return;
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
      <Button disabled={isLoading} onClick={() => input.current?.click()}>
        {t('systemData.dataInterface.actions.import')}
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid="data-interface-import-file"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          // A refusal is shown by the base query's toast.
          void onImport(chosen).catch(() => undefined);
        }}
      />
    </PermissionGate>
  );
}
