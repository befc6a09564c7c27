import type { ModuleElement } from '@mepm/contract';
import { RecordFormDialog } from '../../../../shared/crud';
import type { RecordForm } from '../../../../shared/crud';
import { useCreateElementMutation, useUpdateElementMutation } from '../api';
import type { ElementBody, ElementKind } from '../api';
import { EMPTY_ELEMENT, elementBody, toElementValues, validateElement } from './element-form';
import type { ElementField, ElementValues } from './element-form';
import { ElementFields } from './ElementFields';
import { useElementDialogTitle } from './use-element-dialog-title';

interface Props {
  kind: ElementKind;
  moduleId: string;
  /** The element being edited, or undefined for a new one. */
  row: ModuleElement | undefined;
  onClose: () => void;
}

/**
 * Code, name and sort of a button, column or form field; mounted per opening. The list shows
 * the change, so a save says nothing more.
 */
export function ElementFormDialog({ kind, moduleId, row, onClose }: Props) {
  const [create] = useCreateElementMutation();
  const [update] = useUpdateElementMutation();
  return (
    <RecordFormDialog<ModuleElement, ElementValues, ElementBody, ElementField>
      // The element comes from the list already loaded: nothing to wait for.
      target={row ? { mode: 'edit', id: row.id } : { mode: 'create' }}
      record={{ data: row, isFetching: false }}
      onClose={onClose}
      title={useElementDialogTitle(kind, row !== undefined)}
      savedNotice={null}
      width="xs"
      initialValues={(element) => (element ? toElementValues(element) : EMPTY_ELEMENT)}
      validate={validateElement}
      toBody={(values) => elementBody(moduleId, values)}
      create={(body) => create({ kind, body })}
      update={({ id, body }) => update({ kind, id, body })}
      renderFields={(form) => <ElementFields {...form} onChange={changeOf(form)} />}
    />
  );
}

/** One field's change; the dialog drops its refusal once the field is valid again. */
function changeOf(form: RecordForm<ModuleElement, ElementValues, ElementField>) {
  return (field: ElementField, value: string) => form.onChange({ ...form.values, [field]: value });
}
