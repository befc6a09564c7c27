import { useState } from 'react';
import type { DictionaryTypeNode } from '@mepm/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { useMenuName } from '../../../kernel/i18n/use-shown-language';
import { ConfirmDialog } from '../../../shared/confirm';
import { useNotifySuccess } from '../../../shared/crud';
import type { DialogTarget } from '../../../shared/crud';
import { PermissionGate } from '../../../shared/permission';
import { useDeleteDictionaryTypeMutation } from './api';
import { TypeFormDialog } from './TypeFormDialog';
import { TypeTree } from './TypeTree';

interface Props {
  types: readonly DictionaryTypeNode[];
  selected: DictionaryTypeNode | undefined;
  onSelect: (id: string | null) => void;
}

/** The left panel: the type tree and the buttons that add, edit and delete types. */
export function TypePanel({ types, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const nameOf = useMenuName();
  const notify = useNotifySuccess();
  const [target, setTarget] = useState<DialogTarget | null>(null);
  const [removing, setRemoving] = useState(false);
  const [remove, { isLoading: deleting }] = useDeleteDictionaryTypeMutation();
  const confirmRemove = async () => {
    if (!selected) return;
    try {
      await remove(selected.id).unwrap();
      notify('crud.notice.deleted');
      onSelect(null);
    } finally {
      setRemoving(false);
    }
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('systemData.dictionary.titles.types')}</Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <PermissionGate code={ADMIN_BUTTON.add}>
          <Button size="small" variant="contained" onClick={() => setTarget({ mode: 'create' })}>
            {t('systemData.dictionary.actions.addType')}
          </Button>
        </PermissionGate>
        {selected && (
          <>
            <PermissionGate code={ADMIN_BUTTON.edit}>
              <Button size="small" onClick={() => setTarget({ mode: 'edit', id: selected.id })}>
                {t('systemData.dictionary.actions.editType')}
              </Button>
            </PermissionGate>
            <PermissionGate code={ADMIN_BUTTON.remove}>
              <Button size="small" color="error" onClick={() => setRemoving(true)}>
                {t('systemData.dictionary.actions.removeType')}
              </Button>
            </PermissionGate>
          </>
        )}
      </Stack>
      <TypeTree
        types={types}
        selectedId={selected?.id ?? null}
        onSelect={(type) => onSelect(type.id)}
      />
      {target && (
        <TypeFormDialog
          target={target}
          types={types}
          parentId={selected?.id ?? null}
          onClose={() => setTarget(null)}
        />
      )}
      <ConfirmDialog
        open={removing}
        busy={deleting}
        message={t('systemData.dictionary.removeTypeText', {
          name: selected ? nameOf(selected) : '',
        })}
        onConfirm={() => void confirmRemove().catch(() => undefined)}
        onClose={() => setRemoving(false)}
      />
    </Stack>
  );
}
