import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { MessageRecord, MessageType } from '@mepm/contract';
import { MESSAGE_LIMITS, MESSAGE_TYPES, NOTICE_MESSAGE_TYPE } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../shared/crud';
import type { RecordForm } from '../../../shared/crud';
import { RichTextEditor } from '../../../shared/rich-text';
import { FIELDS, withType } from './notice-form';
import type { NoticeField, NoticeValues } from './notice-form';
import { RecipientFields } from './RecipientFields';
import { TargetFields } from './TargetFields';

/** Title, type, recipients, and the notice's HTML or the other types' target. */
export function NoticeFormFields({
  values,
  errors,
  onChange,
}: RecordForm<MessageRecord, NoticeValues, NoticeField>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  return (
    <>
      <TextField
        label={t(`${FIELDS}.title`)}
        required
        value={values.title}
        onChange={(event) => onChange({ ...values, title: event.target.value })}
        error={errors.title !== undefined}
        helperText={errorText(errors.title)}
        slotProps={{ htmlInput: { maxLength: MESSAGE_LIMITS.titleLength } }}
      />
      <TextField
        select
        label={t(`${FIELDS}.type`)}
        value={values.type}
        onChange={(event) => onChange(withType(values, Number(event.target.value) as MessageType))}
      >
        {MESSAGE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`system.notice.types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <RecipientFields
        values={values}
        onChange={(recipients) => onChange({ ...values, ...recipients })}
        error={errorText(errors.recipients)}
      />
      {values.type === NOTICE_MESSAGE_TYPE ? (
        <RichTextEditor
          label={t(`${FIELDS}.bodyText`)}
          required
          value={values.html}
          onChange={(html) => onChange({ ...values, html })}
          error={errors.bodyText !== undefined}
          helperText={errorText(errors.bodyText)}
        />
      ) : (
        <TargetFields
          messageType={values.type}
          value={values.target}
          onChange={(target) => onChange({ ...values, target })}
          errors={errors}
        />
      )}
    </>
  );
}
