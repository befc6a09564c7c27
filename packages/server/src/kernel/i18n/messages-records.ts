import type { Language } from '@mepm/contract';
import { ruleMessages, type RuleName } from '@mepm/form-engine';

/** A field rule's text behind the field's display name, e.g. "账号：只能输入字母和数字". */
export function fieldRule(rule: RuleName): Record<Language, string> {
  const text = ruleMessages[rule];
  return { zh: `{field}：${text.zh}`, zhtw: `{field}：${text.zhtw}`, en: `{field}: ${text.en}` };
}

/** Texts of the record kit and the organisation tree that the administration modules share. */
export const RECORD_MESSAGES = {
  ruleCode: fieldRule('code'),
  notExists: { zh: '{field}不存在', zhtw: '{field}不存在', en: '{field} does not exist' },
  parentNotCompany: {
    zh: '上级组织必须是公司',
    zhtw: '上級組織必須是公司',
    en: 'The parent organisation must be a company',
  },
  parentIsDescendant: {
    zh: '上级不能是自己或自己的下级',
    zhtw: '上級不能是自己或自己的下級',
    en: 'The parent cannot be the item itself or one of its descendants',
  },
  organizeHasChildren: {
    zh: '该组织下存在下级组织，不能删除',
    zhtw: '該組織下存在下級組織，不能刪除',
    en: 'This organisation has sub-organisations and cannot be deleted',
  },
  organizeHasUsers: {
    zh: '该组织下存在{count}个用户，不能删除',
    zhtw: '該組織下存在{count}個使用者，不能刪除',
    en: 'This organisation has {count} users and cannot be deleted',
  },
  organizeHasPositions: {
    zh: '该组织下存在{count}个岗位，不能删除',
    zhtw: '該組織下存在{count}個職位，不能刪除',
    en: 'This organisation has {count} positions and cannot be deleted',
  },
  positionInUse: {
    zh: '该岗位已被{count}个用户使用，不能删除',
    zhtw: '該職位已被{count}個使用者使用，不能刪除',
    en: 'This position is held by {count} users and cannot be deleted',
  },
  roleInUse: {
    zh: '该角色已被{count}个用户使用，不能删除',
    zhtw: '該角色已被{count}個使用者使用，不能刪除',
    en: 'This role is held by {count} users and cannot be deleted',
  },
} as const satisfies Record<string, Record<Language, string>>;

/** Display names of the request fields the administration modules share. */
export const RECORD_FIELD_NAMES: Record<string, Record<Language, string>> = {
  fullName: { zh: '名称', zhtw: '名稱', en: 'name' },
  description: { zh: '说明', zhtw: '說明', en: 'description' },
  parentId: { zh: '上级', zhtw: '上級', en: 'parent' },
  organizeId: { zh: '所属组织', zhtw: '所屬組織', en: 'organisation' },
  managerId: { zh: '直属主管', zhtw: '直屬主管', en: 'manager' },
  sortCode: { zh: '排序', zhtw: '排序', en: 'sort order' },
  enabled: { zh: '状态', zhtw: '狀態', en: 'state' },
  userId: { zh: '用户', zhtw: '使用者', en: 'users' },
  id: { zh: '主键', zhtw: '主鍵', en: 'id' },
};
