import { useState } from 'react';
import Typography from '@mui/material/Typography';
import type { DataScheme } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../shared/confirm';
import { useDataSchemesQuery, useDeleteSchemeMutation, useSaveSchemeMutation } from '../api';
import { ElementTable } from './ElementTable';
import { emptyScheme, fromScheme, toSchemeBody } from './scheme-form';
import type { SchemeValues } from './scheme-form';
import { SchemeFormDialog } from './SchemeFormDialog';

/** The data-permission schemes of one menu entry, with their CRUD. */
export function SchemeList({ moduleId }: { moduleId: string }) {
  const { t } = useTranslation();
  const { data, isLoading } = useDataSchemesQuery(moduleId);
  const [save, saving] = useSaveSchemeMutation();
  const [remove, removing] = useDeleteSchemeMutation();
  const [form, setForm] = useState<{ id?: string; initial: SchemeValues } | null>(null);
  const [target, setTarget] = useState<DataScheme | null>(null);
  const kindName = t('system.menu.element.tabs.scheme');

  const submit = async (values: SchemeValues) => {
    const result = await save({ id: form?.id, body: toSchemeBody(moduleId, values) });
    if ('data' in result) setForm(null);
  };
  const confirmRemove = async () => {
    if (target) await remove({ id: target.id, moduleId });
    setTarget(null);
  };

  return (
    <>
      <ElementTable
        label={t('system.menu.element.list', { kind: kindName })}
        rows={data?.list ?? []}
        loading={isLoading}
        onAdd={() => setForm({ initial: emptyScheme() })}
        onEdit={(row) => setForm({ id: row.id, initial: fromScheme(row) })}
        onRemove={setTarget}
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
      {form && (
        <SchemeFormDialog
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
