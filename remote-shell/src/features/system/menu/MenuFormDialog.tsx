import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { MenuBody, SystemMenuNode } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useSystemMenuSelectorQuery } from './api';
import { toMenuBody, validateMenu } from './menu-form';
import type { MenuField, MenuFormErrors, MenuFormValues } from './menu-form';
import { MenuFormFields } from './MenuFormFields';

interface Props {
  /** The entry being edited, or undefined for a new one. */
  editing?: string;
  initial: MenuFormValues;
  saving: boolean;
  onSubmit: (body: MenuBody) => void;
  onClose: () => void;
}

/** An entry cannot move under itself: the selector leaves out the entry and its subtree. */
function without(nodes: readonly SystemMenuNode[], id: string | undefined): SystemMenuNode[] {
  return nodes
    .filter((node) => node.id !== id)
    .map((node) => ({ ...node, children: without(node.children, id) }));
}

/** Adding or editing one menu entry; the caller mounts it per opening, so it starts fresh. */
export function MenuFormDialog({ editing, initial, saving, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<MenuFormErrors>({});
  const { data } = useSystemMenuSelectorQuery(undefined);
  const parents = useMemo(() => without(data ?? [], editing), [data, editing]);

  const change = <F extends MenuField>(field: F, value: MenuFormValues[F]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateMenu(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(toMenuBody(values));
  };

  const title = t(editing ? 'system.menu.form.editTitle' : 'system.menu.form.addTitle');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={title}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent dividers>
          <MenuFormFields values={values} errors={errors} onChange={change} parents={parents} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('system.menu.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('system.menu.form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
