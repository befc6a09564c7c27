import type { WebDesignPublishBody } from '@mepm/contract';
import { validators } from '@mepm/form-engine';
import { chooseRequired, required } from '../../../../shared/crud';
import type { FieldErrors } from '../../../../shared/crud';

/** The publish dialog's texts, under `onlineDev.webDesign.publish.`. */
export const PUBLISH_TEXTS = 'onlineDev.webDesign.publish';

export interface PublishValues {
  parentId: string | null;
  enCode: string;
  fullName: string;
  zhtwName: string;
  enName: string;
  icon: string;
  sortCode: string;
}

export type PublishField = keyof PublishValues;
export type PublishErrors = FieldErrors<PublishField>;

/** A first publish of a design: its name and code as the menu's, the generator's icon. */
export function initialPublishValues(design: { fullName: string; enCode: string }): PublishValues {
  return {
    parentId: null,
    enCode: design.enCode,
    fullName: design.fullName,
    zhtwName: '',
    enName: '',
    icon: 'icon-ym icon-ym-generator-menu',
    sortCode: '0',
  };
}

/** What the server refuses anyway, said before sending: the choices and texts it needs. */
export function validatePublish(values: PublishValues): PublishErrors {
  const errors: PublishErrors = {};
  if (values.parentId === null) errors.parentId = chooseRequired(`${PUBLISH_TEXTS}.parent`);
  if (values.enCode.trim() === '') errors.enCode = required(`${PUBLISH_TEXTS}.enCode`);
  else if (!validators.code(values.enCode.trim())) errors.enCode = { rule: 'code' };
  if (values.fullName.trim() === '') errors.fullName = required(`${PUBLISH_TEXTS}.fullName`);
  if (!/^\d{0,6}$/.test(values.sortCode.trim())) errors.sortCode = { rule: 'positiveInteger' };
  return errors;
}

export function toPublishBody(values: PublishValues): WebDesignPublishBody {
  return {
    parentId: values.parentId ?? '',
    enCode: values.enCode.trim(),
    fullName: values.fullName.trim(),
    names: { zhtw: values.zhtwName.trim(), en: values.enName.trim() },
    icon: values.icon.trim(),
    sortCode: Number(values.sortCode.trim() || '0'),
  };
}
