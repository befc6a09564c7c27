import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isShellError } from '../../kernel/base-query';
import type { TextPrefix } from '../../kernel/i18n/text-key';
import { editIdOf } from './dialog-target';
import type { DialogTarget } from './dialog-target';
import { hasErrors } from './field-error';
import type { FieldErrors } from './field-error';
import { FormDialog } from './FormDialog';
import type { MutationTrigger } from './mutation-trigger';
import { useNotifySuccess } from './use-notify';

/** What a dialog's fields get: the values, their refusals, and the record being edited. */
export interface RecordForm<Rec, Values, Field extends string> {
  values: Values;
  errors: FieldErrors<Field>;
  onChange: (values: Values) => void;
  /** The loaded record when editing, for names its ids stand for; undefined when adding. */
  record: Rec | undefined;
}

export interface RecordFormDialogProps<Rec, Values, Body, Field extends string> {
  target: DialogTarget;
  onClose: () => void;
  /** The translation prefix of the `add` and `edit` titles, e.g. `permission.role.titles`. */
  titles: TextPrefix<'add' | 'edit'>;
  /** The query of the edited record (skipped when adding): the fields wait for it. */
  record: { data?: Rec; isFetching: boolean };
  /** The first values: from the record when editing, empty (or the page's defaults) when adding. */
  initialValues: (record: Rec | undefined) => Values;
  validate: (values: Values) => FieldErrors<Field>;
  toBody: (values: Values) => Body;
  create: MutationTrigger<Body>;
  update: MutationTrigger<{ id: string; body: Body }>;
  renderFields: (form: RecordForm<Rec, Values, Field>) => ReactNode;
}

/**
 * The add/edit dialog of one record: loads it when editing, then validates, creates or updates,
 * says so and closes. A refusal from the server keeps the dialog and the input.
 */
export function RecordFormDialog<Rec, Values, Body, Field extends string>(
  props: RecordFormDialogProps<Rec, Values, Body, Field>,
) {
  const { t } = useTranslation();
  const editId = editIdOf(props.target);
  const title = t(`${props.titles}.${editId ? 'edit' : 'add'}`);
  const { data, isFetching } = props.record;
  if (editId && (!data || isFetching)) {
    return (
      <FormDialog open loading title={title} onSubmit={() => undefined} onClose={props.onClose} />
    );
  }
  return (
    <RecordEditor
      // A new record, or another one, starts from its own values.
      key={editId ?? 'new'}
      {...props}
      title={title}
      editId={editId}
      loaded={editId ? data : undefined}
    />
  );
}

interface RecordEditorProps<Rec, Values, Body, Field extends string> extends RecordFormDialogProps<
  Rec,
  Values,
  Body,
  Field
> {
  title: string;
  editId: string | null;
  loaded: Rec | undefined;
}

function RecordEditor<Rec, Values, Body, Field extends string>(
  props: RecordEditorProps<Rec, Values, Body, Field>,
) {
  const { editId, loaded } = props;
  const notify = useNotifySuccess();
  const [values, setValues] = useState(() => props.initialValues(loaded));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    const found = props.validate(values);
    setErrors(found);
    if (hasErrors(found)) return;
    const body = props.toBody(values);
    setSaving(true);
    setRefusal(null);
    try {
      await (editId ? props.update({ id: editId, body }) : props.create(body)).unwrap();
      notify('crud.notice.saved');
      props.onClose();
    } catch (error) {
      // The server's message (a taken code, say) stays by the form; the input is kept.
      setRefusal(isShellError(error) ? error.msg : null);
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open
      title={props.title}
      saving={saving}
      refusal={refusal}
      onSubmit={() => void submit()}
      onClose={props.onClose}
    >
      {props.renderFields({ values, errors, onChange: setValues, record: loaded })}
    </FormDialog>
  );
}
