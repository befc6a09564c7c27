import type { MapCreateBody, MapRecord } from '@mepm/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { RecordFormDialog, editIdOf } from '../../../shared/crud';
import type { DialogTarget } from '../../../shared/crud';
import { useCreateMapAreaMutation, useMapAreaQuery, useUpdateMapAreaMutation } from './api';
import { toMapBody, toMapValues, validateMap, type MapField, type MapValues } from './map-form';
import { MapFormFields } from './MapFormFields';

/** Uploads a map, or edits one (a new file replaces its outlines). */
export function MapFormDialog({ target, onClose }: { target: DialogTarget; onClose: () => void }) {
  const [create] = useCreateMapAreaMutation();
  const [update] = useUpdateMapAreaMutation();
  return (
    <RecordFormDialog<MapRecord, MapValues, MapCreateBody, MapField>
      target={target}
      onClose={onClose}
      titles="systemData.map.titles"
      record={useMapAreaQuery(editIdOf(target) ?? skipToken)}
      initialValues={toMapValues}
      validate={validateMap}
      toBody={toMapBody}
      create={create}
      update={update}
      renderFields={(form) => <MapFormFields {...form} />}
    />
  );
}
