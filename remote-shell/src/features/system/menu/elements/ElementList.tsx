import type { ModuleElement } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../shared/confirm';
import { useDeleteElementMutation, useModuleElementsQuery } from '../api';
import type { ElementKind } from '../api';
import { ElementFormDialog } from './ElementFormDialog';
import { ElementTable } from './ElementTable';
import { useElementEditing } from './use-element-editing';

interface Props {
  kind: ElementKind;
  moduleId: string;
}

/** Buttons, list columns or form fields of one menu entry, with their CRUD. */
export function ElementList({ kind, moduleId }: Props) {
  const { t } = useTranslation();
  const { data, isLoading } = useModuleElementsQuery({ kind, moduleId });
  const [remove, removing] = useDeleteElementMutation();
  const editing = useElementEditing<ModuleElement>({
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
        onAdd={() => editing.openForm()}
        onEdit={editing.openForm}
        onRemove={editing.askRemove}
      />
      {form && (
        <ElementFormDialog
          kind={kind}
          moduleId={moduleId}
          row={form.row}
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
