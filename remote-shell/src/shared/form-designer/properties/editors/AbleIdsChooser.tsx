import type { FormFieldOf } from '@mepm/contract';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../../../form-renderer/field-props';
import { complexFields } from '../../../form-renderer/fields/complex';
import { readProperty, withProps } from '../node-update';
import type { EditorProps } from './editor-props';

const PICKER_KEYS = [
  'organizeSelect',
  'departmentSelect',
  'positionSelect',
  'roleSelect',
  'userSelect',
] as const;
type PickerKey = (typeof PICKER_KEYS)[number];

const isPicker = (key: string): key is PickerKey =>
  (PICKER_KEYS as readonly string[]).includes(key);

/**
 * 可选项: the organisations, departments, positions, roles or users a picker with
 * `selectType: custom` offers, chosen with the renderer's own picker for that type (any of them,
 * several), so the designer picks exactly the kind of id the form will store.
 */
export function AbleIdsChooser({ field, onChange }: Pick<EditorProps, 'field' | 'onChange'>) {
  const { t } = useTranslation();
  const inputId = useId();
  const key = field.__config__.wyzxKey;
  if (!isPicker(key) || readProperty(field, 'selectType', 'props') !== 'custom') return null;
  // The registry's component for this very key takes this key's field; TypeScript cannot pair
  // the two through the union of keys.
  const Picker = complexFields[key] as ComponentType<FieldProps<PickerKey>>;
  const chooser = { ...field, selectType: 'all', multiple: true } as FormFieldOf<PickerKey>;
  const ableIds = readProperty(field, 'ableIds', 'props');
  return (
    <FormControl fullWidth margin="dense">
      <FormLabel id={`${inputId}-label`} htmlFor={inputId}>
        {t('formDesignerProps.prop.ableIds')}
      </FormLabel>
      <Picker
        field={chooser}
        value={Array.isArray(ableIds) ? ableIds : []}
        onChange={(next) => {
          const ids = Array.isArray(next) ? next.filter((id) => typeof id === 'string') : [];
          onChange(withProps(field, { ableIds: ids.length > 0 ? ids : undefined }));
        }}
        onBlur={() => undefined}
        readOnly={false}
        mode="edit"
        inputId={inputId}
        required={false}
        size="small"
      />
    </FormControl>
  );
}
