import { useState } from 'react';
import type { ModuleElement } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../shared/confirm';
import { useDeleteElementMutation, useModuleElementsQuery, useSaveElementMutation } from '../api';
import type { ElementKind } from '../api';
import { elementBody } from './element-form';
import type { ElementValues } from './element-form';
import { ElementFormDialog } from './ElementFormDialog';
import { ElementTable } from './ElementTable';

interface Props {
  kind: ElementKind;
  moduleId: string;
}

const EMPTY: ElementValues = { enCode: '', fullName: '', sortCode: '0' };

/** Buttons, list columns or form fields of one menu entry, with their CRUD. */
export function ElementList({ kind, moduleId }: Props) {
  const { t } = useTranslation();
  const { data, isLoading } = useModuleElementsQuery({ kind, moduleId });
  const [save, saving] = useSaveElementMutation();
  const [remove, removing] = useDeleteElementMutation();
  const [form, setForm] = useState<{ id?: string; initial: ElementValues } | null>(null);
  const [target, setTarget] = useState<ModuleElement | null>(null);
  const kindName = t(`system.menu.element.tabs.${kind}`);

  const submit = async (values: ElementValues) => {
    const result = await save({ kind, id: form?.id, body: elementBody(moduleId, values) });
    if ('data' in result) setForm(null);
  };
  const confirmRemove = async () => {
    if (target) await remove({ kind, moduleId, id: target.id });
    setTarget(null);
  };

  return (
    <>
      <ElementTable
        label={t('system.menu.element.list', { kind: kindName })}
        rows={data?.list ?? []}
        loading={isLoading}
        onAdd={() => setForm({ initial: EMPTY })}
        onEdit={(row) =>
          setForm({
            id: row.id,
            initial: { enCode: row.enCode, fullName: row.fullName, sortCode: String(row.sortCode) },
          })
        }
        onRemove={setTarget}
      />
      {form && (
        <ElementFormDialog
          title={t(form.id ? 'system.menu.element.editTitle' : 'system.menu.element.addTitle', {
            kind: kindName,
          })}
          initial={form.initial}
          saving={saving.isLoading}
          onSubmit={(values) => void submit(values)}
          onClose={() => setForm(null)}
        />
      )}
      <ConfirmDialog
        open={target !== null}
        busy={removing.isLoading}
        message={t('system.menu.confirmRemove')}
        onConfirm={() => void confirmRemove()}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
