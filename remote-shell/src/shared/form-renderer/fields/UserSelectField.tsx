import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { UserPickerDialog } from '../../pickers';
import type { FieldProps } from '../field-props';
import { idsOf, pickerValue } from './field-values';
import { IdSelect } from './IdSelect';
import { useFieldUsersByIdsQuery } from './lookups-api';
import { ReadOnlyText } from './ReadOnlyText';
import { useUserPickerSource } from './use-user-picker-source';

/**
 * The user picker. `selectType: all` opens the 450 px user picker (the organisation with its
 * users, only user nodes choosable); `custom` offers just the `ableIds` users in a select. Saved
 * ids show as names, looked up once.
 */
export function UserSelectField(props: FieldProps<'userSelect'>) {
  const { field } = props;
  const ids = idsOf(props.value);
  const custom = field.selectType === 'custom';
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const wanted = [...new Set([...ids, ...(custom ? (field.ableIds ?? []) : [])])].filter(
    (id) => !picked.has(id),
  );
  const { data } = useFieldUsersByIdsQuery(wanted.length > 0 ? wanted : skipToken);
  const names = new Map([
    ...(data?.list ?? []).map((user) => [user.id, user.fullName] as const),
    ...picked,
  ]);
  const emit = (next: string[]) => props.onChange(pickerValue(next, field.multiple));

  if (props.readOnly) {
    const text = ids.map((id) => names.get(id) ?? id).join(', ');
    return <ReadOnlyText id={props.inputId} text={text} />;
  }
  if (custom) {
    const options = (field.ableIds ?? []).map((id) => ({ id, fullName: names.get(id) ?? id }));
    return (
      <IdSelect
        inputId={props.inputId}
        ids={ids}
        multiple={field.multiple ?? false}
        options={options}
        names={names}
        onChange={emit}
        onBlur={props.onBlur}
        error={props.error !== undefined}
      />
    );
  }
  return (
    <UserTreeChoice
      {...props}
      ids={ids}
      names={names}
      onPicked={(nodes) => {
        setPicked(new Map(nodes.map((node) => [node.id, node.fullName])));
        emit(nodes.map((node) => node.id));
      }}
      onRemove={(id) => emit(ids.filter((other) => other !== id))}
    />
  );
}

interface ChoiceProps extends FieldProps<'userSelect'> {
  ids: string[];
  names: ReadonlyMap<string, string>;
  onPicked: (nodes: { id: string; fullName: string }[]) => void;
  onRemove: (id: string) => void;
}

/** The chosen users as chips and a button opening the user picker. */
function UserTreeChoice({ field, ids, names, onPicked, onRemove, ...props }: ChoiceProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { loadChildren, search } = useUserPickerSource();
  const nameOf = (id: string) => names.get(id) ?? id;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
      <Button
        id={props.inputId}
        variant="outlined"
        color={props.error === undefined ? 'primary' : 'error'}
        onClick={() => setOpen(true)}
      >
        {t('formFields.choose')}
      </Button>
      {ids.map((id) => (
        <Chip key={id} size="small" label={nameOf(id)} onDelete={() => onRemove(id)} />
      ))}
      <UserPickerDialog
        open={open}
        multiple={field.multiple}
        title={field.__config__.label || t('formFields.picker.user')}
        loadChildren={loadChildren}
        search={search}
        initialSelected={ids.map((id) => ({ id, fullName: nameOf(id), type: 'user' as const }))}
        onConfirm={(nodes) => {
          onPicked(nodes);
          setOpen(false);
          props.onBlur();
        }}
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
}
