import type { ModuleElement } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../shared/confirm';
import {
  useCreateElementMutation,
  useDeleteElementMutation,
  useModuleElementsQuery,
  useUpdateElementMutation,
} from '../api';
import type { ElementKind } from '../api';
import { elementBody } from './element-form';
import type { ElementValues } from './element-form';
import { ElementFormDialog } from './ElementFormDialog';
import { ElementTable } from './ElementTable';
import { useElementEditing } from './use-element-editing';

interface Props {
  kind: ElementKind;
  moduleId: string;
}

const EMPTY: ElementValues = { enCode: '', fullName: '', sortCode: '0' };

/** Buttons, list columns or form fields of one menu entry, with their CRUD. */
export function ElementList({ kind, moduleId }: Props) {
  const { t } = useTranslation();
  const { data, isLoading } = useModuleElementsQuery({ kind, moduleId });
  const [create, creating] = useCreateElementMutation();
  const [update, updating] = useUpdateElementMutation();
  const [remove, removing] = useDeleteElementMutation();
  const editing = useElementEditing<ModuleElement, ElementValues>({
    save: (id, values) => {
      const body = elementBody(moduleId, values);
      return id === undefined ? create({ kind, body }) : update({ kind, id, body });
    },
    remove: (row) => remove({ kind, moduleId, id: row.id }),
  });
  const { form } = editing;
  const kindName = t(`system.menu.element.tabs.${kind}`);

  return (
    <>
      <ElementTable
        label={t('system.menu.element.list', { kind: kindName })}
        rows={data?.list ?? []}
        loading={isLoading}
        onAdd={() => editing.openForm({ initial: EMPTY })}
        onEdit={(row) =>
          editing.openForm({
            id: row.id,
            initial: { enCode: row.enCode, fullName: row.fullName, sortCode: String(row.sortCode) },
          })
        }
        onRemove={editing.askRemove}
      />
      {form && (
        <ElementFormDialog
          title={t(form.id ? 'system.menu.element.editTitle' : 'system.menu.element.addTitle', {
            kind: kindName,
          })}
          initial={form.initial}
          saving={creating.isLoading || updating.isLoading}
          onSubmit={(values) => void editing.submit(values)}
          onClose={editing.closeForm}
        />
      )}
      <ConfirmDialog
        {...editing.removal}
        busy={removing.isLoading}
        message={t('system.menu.confirmRemove')}
      />
    </>
  );
}
