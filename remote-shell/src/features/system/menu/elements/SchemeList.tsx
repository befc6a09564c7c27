import Typography from '@mui/material/Typography';
import type { DataScheme } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../shared/confirm';
import { useDataSchemesQuery, useDeleteSchemeMutation } from '../api';
import { ElementTable } from './ElementTable';
import { SchemeFormDialog } from './SchemeFormDialog';
import { useElementEditing } from './use-element-editing';

/** The data-permission schemes of one menu entry, with their CRUD. */
export function SchemeList({ moduleId }: { moduleId: string }) {
  const { t } = useTranslation();
  const { data, isLoading } = useDataSchemesQuery(moduleId);
  const [remove, removing] = useDeleteSchemeMutation();
  const editing = useElementEditing<DataScheme>({
    remove: (row) => remove({ id: row.id, moduleId }),
  });
  const { form } = editing;
  const kindName = t('system.menu.element.tabs.scheme');

  return (
    <>
      <ElementTable
        label={t('system.menu.element.list', { kind: kindName })}
        rows={data?.list ?? []}
        loading={isLoading}
        onAdd={() => editing.openForm()}
        onEdit={editing.openForm}
        onRemove={editing.askRemove}
        detail={(row) => (
          <Typography variant="caption" color="text.secondary" component="div">
            {row.conditions.groups
              .map((group) =>
                group.conditions
                  .map(
                    (c) =>
                      `${c.field} ${c.op} ${Array.isArray(c.value) ? c.value.join(',') : c.value}`,
                  )
                  .join(` ${group.logic} `),
              )
              .map((text) => `(${text})`)
              .join(` ${row.conditions.logic} `)}
          </Typography>
        )}
      />
      {form && <SchemeFormDialog moduleId={moduleId} row={form.row} onClose={editing.closeForm} />}
      <ConfirmDialog
        {...editing.removal}
        busy={removing.isLoading}
        message={t('system.menu.confirmRemove')}
      />
    </>
  );
}
