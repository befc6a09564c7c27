import type { Language } from '@mepm/contract';
import { ruleMessages } from '@mepm/form-engine';

/** Texts of the permission enforcement, menu management, authorisation and online-user areas. */
export const PERMISSION_MESSAGES = {
  permissionDenied: { zh: '权限不足', zhtw: '權限不足', en: 'Permission Denied' },
  badMenuCode: ruleMessages.code,
  menuHasChildren: {
    zh: '该菜单下有子菜单，不能删除',
    zhtw: '該選單下有子選單，不能刪除',
    en: 'This menu has child entries and cannot be deleted',
  },
  menuParentInvalid: {
    zh: '上级菜单无效',
    zhtw: '上級選單無效',
    en: 'The parent menu is not valid',
  },
  badPropertyJson: {
    zh: '菜单属性必须是包含moduleId和isTree的JSON',
    zhtw: '選單屬性必須是包含moduleId和isTree的JSON',
    en: 'The menu properties must be JSON holding moduleId and isTree',
  },
  badElementCode: {
    zh: '编码只能包含字母、数字、下划线和点',
    zhtw: '編碼只能包含字母、數字、底線和點',
    en: 'The code may hold only letters, digits, underscores and dots',
  },
  badSchemeConditions: {
    zh: '数据权限条件无效：{reason}',
    zhtw: '資料權限條件無效：{reason}',
    en: 'The data permission conditions are not valid: {reason}',
  },
  grantItemMissing: {
    zh: '授权项不存在或已被删除',
    zhtw: '授權項不存在或已被刪除',
    en: 'A granted item does not exist or was deleted',
  },
  grantWithoutMenu: {
    zh: '授权按钮、列表、表单或数据权限时必须同时授权其所属菜单',
    zhtw: '授權按鈕、列表、表單或資料權限時必須同時授權其所屬選單',
    en: 'A button, column, form field or data scheme needs its menu granted too',
  },
  grantObjectMissing: {
    zh: '授权对象不存在',
    zhtw: '授權對象不存在',
    en: 'The role, position or user to authorise does not exist',
  },
  forceSelfOffline: {
    zh: '不能强制自己下线',
    zhtw: '不能強制自己下線',
    en: 'You cannot force yourself offline',
  },
  recordNotFound: {
    zh: '数据不存在',
    zhtw: '資料不存在',
    en: 'The record does not exist',
  },
} as const satisfies Record<string, Record<Language, string>>;
