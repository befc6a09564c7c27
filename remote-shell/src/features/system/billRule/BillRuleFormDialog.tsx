import type { BillRuleBody, BillRuleRecord } from '@mepm/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { RecordFormDialog, editIdOf } from '../../../shared/crud';
import type { DialogTarget } from '../../../shared/crud';
import { useBillRuleQuery, useCreateBillRuleMutation, useUpdateBillRuleMutation } from './api';
import {
  toBillRuleBody,
  toBillRuleValues,
  validateBillRule,
  type BillRuleField,
  type BillRuleValues,
} from './bill-rule-form';
import { BillRuleFormFields } from './BillRuleFormFields';

/** Adds or edits a rule; its sequence and last number are the server's and stay. */
export function BillRuleFormDialog({
  target,
  onClose,
}: {
  target: DialogTarget;
  onClose: () => void;
}) {
  const [create] = useCreateBillRuleMutation();
  const [update] = useUpdateBillRuleMutation();
  return (
    <RecordFormDialog<BillRuleRecord, BillRuleValues, BillRuleBody, BillRuleField>
      target={target}
      onClose={onClose}
      titles="system.billRule.titles"
      record={useBillRuleQuery(editIdOf(target) ?? skipToken)}
      initialValues={toBillRuleValues}
      validate={validateBillRule}
      toBody={toBillRuleBody}
      create={create}
      update={update}
      renderFields={(form) => <BillRuleFormFields {...form} />}
    />
  );
}
