import type { WebDesignRecord } from '@mepm/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { RecordFormDialog, editIdOf } from '../../../shared/crud';
import type { DialogTarget } from '../../../shared/crud';
import { useCreateWebDesignMutation, useUpdateWebDesignMutation, useWebDesignQuery } from './api';
import {
  toWebDesignBody,
  toWebDesignValues,
  validateWebDesign,
  type WebDesignField,
  type WebDesignSent,
  type WebDesignValues,
} from './web-design-form';
import { WebDesignFormFields } from './WebDesignFormFields';

/**
 * Adds a design (an empty form, a draft) or edits its attributes; an edit keeps the form as read
 * and sends the version it read, so a design changed meanwhile is refused, not overwritten.
 */
export function WebDesignFormDialog({
  target,
  onClose,
}: {
  target: DialogTarget;
  onClose: () => void;
}) {
  const [create] = useCreateWebDesignMutation();
  const [update] = useUpdateWebDesignMutation();
  return (
    <RecordFormDialog<WebDesignRecord, WebDesignValues, WebDesignSent, WebDesignField>
      target={target}
      onClose={onClose}
      titles="onlineDev.webDesign.titles"
      record={useWebDesignQuery(editIdOf(target) ?? skipToken)}
      initialValues={toWebDesignValues}
      validate={validateWebDesign}
      toBody={toWebDesignBody}
      create={create}
      update={(args) =>
        update({ id: args.id, body: { ...args.body, version: args.body.version ?? 0 } })
      }
      renderFields={(form) => <WebDesignFormFields {...form} />}
    />
  );
}
