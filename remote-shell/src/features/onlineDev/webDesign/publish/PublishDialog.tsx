import { useMemo, useState } from 'react';
import TextField from '@mui/material/TextField';
import type { WebDesignRow } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { isShellError } from '../../../../kernel/base-query';
import { useAppSelector } from '../../../../kernel/hooks';
import { useMenuName } from '../../../../kernel/i18n/use-shown-language';
import {
  FormDialog,
  hasErrors,
  useFieldErrorText,
  useNotifySuccess,
} from '../../../../shared/crud';
import { stillRefused } from '../../../../shared/crud/shown-errors';
import { TreeSelect } from '../../../../shared/tree';
import { usePublishWebDesignMutation } from '../api';
import { menuDirectories } from './menu-directories';
import {
  PUBLISH_TEXTS,
  initialPublishValues,
  toPublishBody,
  validatePublish,
  type PublishErrors,
  type PublishField,
  type PublishValues,
} from './publish-form';

type TextField = Exclude<PublishField, 'parentId'>;

/**
 * 发布到菜单: a released design as a menu entry under a directory of the signed-in menu, with
 * its code, names in three languages, icon and order. A refusal of the server stays in the
 * dialog with the input; success says so and closes.
 */
export function PublishDialog({ design, onClose }: { design: WebDesignRow; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const notify = useNotifySuccess();
  const nameOf = useMenuName();
  const menuList = useAppSelector((state) => state.session.menuList);
  const directories = useMemo(() => menuDirectories(menuList ?? [], nameOf), [menuList, nameOf]);
  const [publish, { isLoading }] = usePublishWebDesignMutation();
  const [values, setValues] = useState<PublishValues>(() => initialPublishValues(design));
  const [errors, setErrors] = useState<PublishErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const change = (next: PublishValues) => {
    setValues(next);
    setErrors((shown) => stillRefused(shown, validatePublish(next)));
  };
  const submit = async () => {
    const found = validatePublish(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setRefusal(null);
    try {
      await publish({ id: design.id, body: toPublishBody(values) }).unwrap();
      notify(`${PUBLISH_TEXTS}.published`);
      onClose();
    } catch (error) {
      setRefusal(isShellError(error) ? error.msg : null);
    }
  };
  const text = (field: TextField, required = false) => (
    <TextField
      label={t(`${PUBLISH_TEXTS}.${field}`)}
      value={values[field]}
      onChange={(event) => change({ ...values, [field]: event.target.value })}
      error={errors[field] !== undefined}
      helperText={errorText(errors[field])}
      required={required}
      size="small"
      fullWidth
    />
  );

  return (
    <FormDialog
      open
      title={t(`${PUBLISH_TEXTS}.title`, { name: design.fullName })}
      saving={isLoading}
      refusal={refusal}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TreeSelect
        label={t(`${PUBLISH_TEXTS}.parent`)}
        nodes={directories}
        value={values.parentId}
        onChange={(parentId) => change({ ...values, parentId })}
        required
        error={errors.parentId !== undefined}
        helperText={errorText(errors.parentId)}
      />
      {text('enCode', true)}
      {text('fullName', true)}
      {text('zhtwName')}
      {text('enName')}
      {text('icon')}
      {text('sortCode')}
    </FormDialog>
  );
}
