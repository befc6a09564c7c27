import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { MessageType } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../shared/crud';
import type { FieldErrors } from '../../../shared/crud';
import { FIELDS, takesFlowIds, targetTypesOf } from './notice-form';
import type { NoticeField, TargetType, TargetValues } from './notice-form';

interface Props {
  messageType: MessageType;
  value: TargetValues;
  onChange: (target: TargetValues) => void;
  errors: FieldErrors<NoticeField>;
}

type IdName = 'id' | 'flowId' | 'taskNodeId';
const ID_FIELDS: Record<IdName, NoticeField> = {
  id: 'targetId',
  flowId: 'flowId',
  taskNodeId: 'taskNodeId',
};

/**
 * Where a to-do, circulated item or policy release leads: the page (the target types the
 * message type may carry) and the record there; the JSON is built from these on save.
 */
export function TargetFields({ messageType, value, onChange, errors }: Props) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const idField = (name: IdName, isRequired: boolean) => {
    const field = ID_FIELDS[name];
    return (
      <TextField
        label={t(`${FIELDS}.${field}`)}
        required={isRequired}
        value={value[name]}
        onChange={(event) => onChange({ ...value, [name]: event.target.value })}
        error={errors[field] !== undefined}
        helperText={errorText(errors[field])}
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
    );
  };
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t(`${FIELDS}.targetType`)}
        value={value.type}
        onChange={(event) => onChange({ ...value, type: Number(event.target.value) as TargetType })}
      >
        {targetTypesOf(messageType).map((type) => (
          <MenuItem key={type} value={type}>
            {t(`system.notice.targets.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      {idField('id', true)}
      {takesFlowIds(value.type) && idField('flowId', false)}
      {takesFlowIds(value.type) && idField('taskNodeId', false)}
    </Stack>
  );
}
