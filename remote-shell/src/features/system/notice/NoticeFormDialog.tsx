import type { MessageBody, MessageRecord } from '@mepm/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { editIdOf, RecordFormDialog } from '../../../shared/crud';
import type { DialogTarget } from '../../../shared/crud';
import { useCreateMessageMutation, useMessageQuery, useUpdateMessageMutation } from './api';
import { toNoticeBody, toNoticeValues, validateNotice } from './notice-form';
import type { NoticeField, NoticeValues } from './notice-form';
import { NoticeFormFields } from './NoticeFormFields';

/** Writes or edits an unreleased message; the server's refusals keep the dialog and the input. */
export function NoticeFormDialog({
  target,
  onClose,
}: {
  target: DialogTarget;
  onClose: () => void;
}) {
  const [create] = useCreateMessageMutation();
  const [update] = useUpdateMessageMutation();
  return (
    <RecordFormDialog<MessageRecord, NoticeValues, MessageBody, NoticeField>
      target={target}
      onClose={onClose}
      titles="system.notice.titles"
      record={useMessageQuery(editIdOf(target) ?? skipToken)}
      initialValues={toNoticeValues}
      validate={validateNotice}
      toBody={toNoticeBody}
      create={create}
      update={update}
      width="md"
      renderFields={(form) => <NoticeFormFields {...form} />}
    />
  );
}
