import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey, TextPrefix } from '../../kernel/i18n/text-key';
import { editIdOf } from './dialog-target';
import type { DialogTarget } from './dialog-target';
import type { FieldErrors } from './field-error';
import { FormDialog } from './FormDialog';
import type { FormDialogProps } from './FormDialog';
import type { MutationTrigger } from './mutation-trigger';
import { RecordEditor } from './RecordEditor';

/**
 * What a dialog's fields get: the values, their refusals, and the record being edited. `Errors`
 * is the form's own refusal shape when the shared field-error one does not fit.
 */
export interface RecordForm<
  Rec,
  Values,
  Field extends string,
  Errors extends object = FieldErrors<Field>,
> {
  values: Values;
  /** What the last save refused and is still wrong; nothing before the first save. */
  errors: Partial<Errors>;
  /** Takes the new values and drops the refusal of each field they make valid. */
  onChange: (values: Values) => void;
  /** Replaces the refusals shown, for fields whose refusals `validate` does not decide. */
  onErrorsChange: (errors: Partial<Errors>) => void;
  /** The loaded record when editing, for names its ids stand for; undefined when adding. */
  record: Rec | undefined;
}

/** Either the prefix of the `add` and `edit` titles or, when it says more, the title itself. */
type DialogTitleProps =
  | {
      /** The translation prefix of the `add` and `edit` titles, e.g. `permission.role.titles`. */
      titles: TextPrefix<'add' | 'edit'>;
      title?: undefined;
    }
  | { title: string; titles?: undefined };

export type RecordFormDialogProps<
  Rec,
  Values,
  Body,
  Field extends string,
  Errors extends object = FieldErrors<Field>,
> = DialogTitleProps & {
  target: DialogTarget;
  onClose: () => void;
  /** The query of the edited record (skipped when adding): the fields wait for it. */
  record: { data?: Rec; isFetching: boolean };
  /** The first values: from the record when editing, empty (or the page's defaults) when adding. */
  initialValues: (record: Rec | undefined) => Values;
  validate: (values: Values) => Errors;
  /** Whether `validate`'s refusals allow the save; by default when there are none. */
  isValid?: (errors: Errors) => boolean;
  toBody: (values: Values) => Body;
  create: MutationTrigger<Body>;
  update: MutationTrigger<{ id: string; body: Body }>;
  renderFields: (form: RecordForm<Rec, Values, Field, Errors>) => ReactNode;
  /** The translation key of the notice after a save (`crud.notice.saved`); null for none. */
  savedNotice?: TextKey | null;
  /** The dialog's largest width; `sm` unless the fields need another. */
  width?: FormDialogProps['maxWidth'];
};

/**
 * The add/edit dialog of one record: loads it when editing, then validates, creates or updates,
 * says so and closes. A refusal from the server keeps the dialog and the input.
 */
export function RecordFormDialog<
  Rec,
  Values,
  Body,
  Field extends string,
  Errors extends object = FieldErrors<Field>,
>(props: RecordFormDialogProps<Rec, Values, Body, Field, Errors>) {
  const { t } = useTranslation();
  const editId = editIdOf(props.target);
  const title = props.title ?? t(`${props.titles}.${editId ? 'edit' : 'add'}`);
  const { data, isFetching } = props.record;
  if (editId && (!data || isFetching)) {
    return (
      <FormDialog
        open
        loading
        title={title}
        maxWidth={props.width}
        onSubmit={() => undefined}
        onClose={props.onClose}
      />
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
