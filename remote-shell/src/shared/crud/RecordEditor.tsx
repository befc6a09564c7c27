import { useState } from 'react';
import { isShellError } from '../../kernel/base-query';
import { hasErrors } from './field-error';
import type { FieldErrors } from './field-error';
import { FormDialog } from './FormDialog';
import type { RecordFormDialogProps } from './RecordFormDialog';
import { stillRefused } from './shown-errors';
import { useNotifySuccess } from './use-notify';

type RecordEditorProps<Rec, Values, Body, Field extends string, Errors extends object> = Omit<
  RecordFormDialogProps<Rec, Values, Body, Field, Errors>,
  'title' | 'titles'
> & {
  title: string;
  editId: string | null;
  loaded: Rec | undefined;
};

/** The form of RecordFormDialog once the record is there: its values, refusals and save. */
export function RecordEditor<
  Rec,
  Values,
  Body,
  Field extends string,
  Errors extends object = FieldErrors<Field>,
>(props: RecordEditorProps<Rec, Values, Body, Field, Errors>) {
  const { editId, loaded, isValid = (found: Errors) => !hasErrors(found) } = props;
  const { savedNotice = 'crud.notice.saved' } = props;
  const notify = useNotifySuccess();
  const [values, setValues] = useState(() => props.initialValues(loaded));
  const [errors, setErrors] = useState<Partial<Errors>>({});
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  // A prompt goes as soon as its field is valid again, in every form alike.
  const change = (next: Values) => {
    setValues(next);
    setErrors((shown) => stillRefused(shown, props.validate(next)));
  };

  const submit = async () => {
    const found = props.validate(values);
    setErrors(found);
    if (!isValid(found)) return;
    const body = props.toBody(values);
    setSaving(true);
    setRefusal(null);
    try {
      await (editId ? props.update({ id: editId, body }) : props.create(body)).unwrap();
      if (savedNotice !== null) notify(savedNotice);
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
      maxWidth={props.width}
      saving={saving}
      refusal={refusal}
      onSubmit={() => void submit()}
      onClose={props.onClose}
    >
      {props.renderFields({
        values,
        errors,
        onChange: change,
        onErrorsChange: setErrors,
        record: loaded,
      })}
    </FormDialog>
  );
}
