import type { DictionaryTypeBody, DictionaryTypeNode, DictionaryTypeRecord } from '@mepm/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { RecordFormDialog, editIdOf, useFieldErrorText } from '../../../shared/crud';
import type { CodedRecordField, DialogTarget, RecordForm } from '../../../shared/crud';
import { TreeSelect } from '../../../shared/tree';
import {
  useCreateDictionaryTypeMutation,
  useDictionaryTypeQuery,
  useUpdateDictionaryTypeMutation,
} from './api';
import {
  FIELDS,
  typeBody,
  typeValues,
  validateDictionary,
  type TypeValues,
} from './dictionary-form';
import { NameFields } from './NameFields';

interface Props {
  target: DialogTarget;
  /** The whole type tree, for choosing the category a type is filed under. */
  types: readonly DictionaryTypeNode[];
  /** The category a new type starts under: the one chosen in the tree. */
  parentId: string | null;
  onClose: () => void;
}

/** Adds or edits a dictionary type (a category when other types are filed under it). */
export function TypeFormDialog({ target, types, parentId, onClose }: Props) {
  const [create] = useCreateDictionaryTypeMutation();
  const [update] = useUpdateDictionaryTypeMutation();
  const editId = editIdOf(target);
  return (
    <RecordFormDialog<DictionaryTypeRecord, TypeValues, DictionaryTypeBody, CodedRecordField>
      target={target}
      onClose={onClose}
      titles="systemData.dictionary.typeTitles"
      record={useDictionaryTypeQuery(editId ?? skipToken)}
      initialValues={(record) => typeValues(record, parentId)}
      validate={validateDictionary}
      toBody={typeBody}
      create={create}
      update={update}
      renderFields={(form) => <TypeFields form={form} types={types} editId={editId} />}
    />
  );
}

function TypeFields(props: {
  form: RecordForm<DictionaryTypeRecord, TypeValues, CodedRecordField>;
  types: readonly DictionaryTypeNode[];
  editId: string | null;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { values, errors, onChange } = props.form;
  const text = (name: 'enCode' | 'fullName' | 'sortCode' | 'description', isRequired = false) => (
    <TextField
      label={t(`${FIELDS}.${name}`)}
      required={isRequired}
      multiline={name === 'description'}
      minRows={name === 'description' ? 2 : undefined}
      value={values[name]}
      onChange={(event) => onChange({ ...values, [name]: event.target.value })}
      error={errors[name] !== undefined}
      helperText={errorText(errors[name])}
    />
  );
  return (
    <>
      <TreeSelect
        label={t(`${FIELDS}.parentId`)}
        nodes={props.types}
        selectable={(node) => node.id !== props.editId}
        clearable
        value={values.parentId}
        onChange={(parentId) => onChange({ ...values, parentId })}
      />
      {text('enCode', true)}
      {text('fullName', true)}
      <NameFields values={values} onChange={(names) => onChange({ ...values, ...names })} />
      <FormControlLabel
        label={t(`${FIELDS}.isTree`)}
        control={
          <Switch
            checked={values.isTree}
            onChange={(event) => onChange({ ...values, isTree: event.target.checked })}
          />
        }
      />
      {text('sortCode')}
      {text('description')}
    </>
  );
}
