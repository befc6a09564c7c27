import type { DictionaryDataBody, DictionaryDataRecord } from '@mepm/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { CodedRecordFields, RecordFormDialog, editIdOf } from '../../../shared/crud';
import type { CodedRecordField, DialogTarget } from '../../../shared/crud';
import { TreeSelect } from '../../../shared/tree';
import {
  useCreateDictionaryItemMutation,
  useDictionaryItemQuery,
  useDictionaryParentsQuery,
  useUpdateDictionaryItemMutation,
} from './api';
import {
  FIELDS,
  dataBody,
  dataValues,
  validateDictionary,
  type DataValues,
} from './dictionary-form';
import { NameFields } from './NameFields';

interface Props {
  target: DialogTarget;
  type: { id: string; isTree: boolean };
  onClose: () => void;
}

/** Adds or edits an item of a type; a tree type's item may have a parent. */
export function DataFormDialog({ target, type, onClose }: Props) {
  const { t } = useTranslation();
  const [create] = useCreateDictionaryItemMutation();
  const [update] = useUpdateDictionaryItemMutation();
  const parents = useDictionaryParentsQuery(type.isTree ? type.id : skipToken);
  const editId = editIdOf(target);
  return (
    <RecordFormDialog<DictionaryDataRecord, DataValues, DictionaryDataBody, CodedRecordField>
      target={target}
      onClose={onClose}
      titles="systemData.dictionary.dataTitles"
      record={useDictionaryItemQuery(editId ?? skipToken)}
      initialValues={dataValues}
      validate={validateDictionary}
      toBody={(values) => dataBody(type.id, values)}
      create={create}
      update={update}
      renderFields={(form) => (
        <>
          {type.isTree && (
            <TreeSelect
              label={t(`${FIELDS}.parentId`)}
              nodes={parents.data?.list ?? []}
              // An item cannot sit under itself.
              selectable={(node) => node.id !== editId}
              clearable
              value={form.values.parentId}
              onChange={(parentId) => form.onChange({ ...form.values, parentId })}
            />
          )}
          <CodedRecordFields
            fields={FIELDS}
            values={form.values}
            errors={form.errors}
            onChange={(coded) => form.onChange({ ...form.values, ...coded })}
          />
          <NameFields
            values={form.values}
            onChange={(names) => form.onChange({ ...form.values, ...names })}
          />
        </>
      )}
    />
  );
}
