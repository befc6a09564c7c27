import type { MenuBody, SystemMenuNode } from '@mepm/contract';
import { MenuType } from '@mepm/contract/codes';
import { isNameOfWords, validators } from '@mepm/form-engine';
import type { FieldError, FieldErrors } from '../../../shared/crud';
import type { TextName } from '../../../kernel/i18n/text-key';

export const MENU_TYPES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** These types open a model and need `moduleId` and `isTree` in the property JSON. */
const MODEL_TYPES: readonly number[] = [
  MenuType.formModel,
  MenuType.dictionary,
  MenuType.report,
  MenuType.portal,
];

export function needsModel(type: number): boolean {
  return MODEL_TYPES.includes(type);
}

/** The server stores '-1' for the top level. */
export const TOP_LEVEL = '-1';

export interface MenuFormValues {
  parentId: string;
  type: number;
  /** The zh name (required) and the names in the other languages (empty: the zh one shows). */
  fullName: string;
  zhtwName: string;
  enName: string;
  enCode: string;
  icon: string;
  urlAddress: string;
  linkTarget: '_self' | '_blank';
  moduleId: string;
  isTree: boolean;
  sortCode: string;
  enabled: boolean;
}

export type MenuField = keyof MenuFormValues;
export type MenuFormErrors = FieldErrors<MenuField>;

export function emptyMenu(parentId: string): MenuFormValues {
  return {
    parentId,
    type: MenuType.page,
    fullName: '',
    zhtwName: '',
    enName: '',
    enCode: '',
    icon: '',
    urlAddress: '',
    linkTarget: '_self',
    moduleId: '',
    isTree: false,
    sortCode: '0',
    enabled: true,
  };
}

/** Old entries may hold anything in propertyJson; unreadable text simply leaves the fields empty. */
function readProperty(text: string): { moduleId: string; isTree: boolean } {
  try {
    const parsed: unknown = JSON.parse(text || '{}');
    if (typeof parsed !== 'object' || parsed === null) return { moduleId: '', isTree: false };
    const { moduleId, isTree } = parsed as { moduleId?: unknown; isTree?: unknown };
    return {
      moduleId: typeof moduleId === 'string' ? moduleId : '',
      isTree: isTree === true || isTree === 1,
    };
  } catch {
    return { moduleId: '', isTree: false };
  }
}

export function fromNode(node: SystemMenuNode): MenuFormValues {
  return {
    parentId: node.parentId || TOP_LEVEL,
    type: node.type,
    fullName: node.fullName,
    zhtwName: node.names.zhtw,
    enName: node.names.en,
    enCode: node.enCode,
    icon: node.icon,
    urlAddress: node.urlAddress,
    linkTarget: node.linkTarget === '_blank' ? '_blank' : '_self',
    ...readProperty(node.propertyJson),
    sortCode: String(node.sortCode),
    enabled: node.enabled,
  };
}

export function validateMenu(values: MenuFormValues): MenuFormErrors {
  const errors: MenuFormErrors = {};
  const required = (field: TextName<'system.menu.fields'>): FieldError => ({
    key: 'system.menu.form.required',
    field: `system.menu.fields.${field}`,
  });
  const fullName = values.fullName.trim();
  if (!fullName) errors.fullName = required('zhName');
  // The server's rule: words by the name rule, one space apart (English names have spaces).
  else if (!isNameOfWords(fullName)) errors.fullName = { rule: 'name' };
  for (const field of ['zhtwName', 'enName'] as const) {
    const name = values[field].trim();
    if (name && !isNameOfWords(name)) errors[field] = { rule: 'name' };
  }
  const code = values.enCode.trim();
  if (!code) errors.enCode = required('enCode');
  else if (!validators.code(code)) errors.enCode = { rule: 'code' };
  if (needsModel(values.type) && !values.moduleId.trim()) errors.moduleId = required('moduleId');
  if (!/^\d{1,6}$/.test(values.sortCode.trim())) {
    errors.sortCode = { key: 'system.menu.form.sortInvalid' };
  }
  return errors;
}

/** The property JSON carries the model only for the types that open one. */
export function toMenuBody(values: MenuFormValues): MenuBody {
  const property = needsModel(values.type)
    ? { moduleId: values.moduleId.trim(), isTree: values.isTree }
    : {};
  return {
    parentId: values.parentId || TOP_LEVEL,
    type: values.type,
    fullName: values.fullName.trim(),
    names: { zhtw: values.zhtwName.trim(), en: values.enName.trim() },
    enCode: values.enCode.trim(),
    icon: values.icon.trim(),
    urlAddress: values.urlAddress.trim(),
    linkTarget: values.linkTarget,
    propertyJson: JSON.stringify(property),
    sortCode: Number(values.sortCode.trim()),
    enabled: values.enabled,
  };
}
