import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';

/** Texts of the dictionaries: refusals of deletes, parents and imports. */
export const DICTIONARY_MESSAGES = defineMessages({
  dictionaryTypeHasChildren: {
    zh: '该字典分类下有子分类，不能删除',
    zhtw: '該字典分類下有子分類，不能刪除',
    en: 'This dictionary type has sub-types and cannot be deleted',
  },
  dictionaryTypeHasData: {
    zh: '该字典分类下有{count}条字典数据，不能删除',
    zhtw: '該字典分類下有{count}筆字典資料，不能刪除',
    en: 'This dictionary type holds {count} items and cannot be deleted',
  },
  dictionaryTypeInUse: {
    zh: '该字典分类已被菜单“{name}”使用，不能删除',
    zhtw: '該字典分類已被選單「{name}」使用，不能刪除',
    en: 'The menu entry "{name}" uses this dictionary type; it cannot be deleted',
  },
  dictionaryTypeStillTree: {
    zh: '该字典的数据存在上下级，不能改为非树形',
    zhtw: '該字典的資料存在上下級，不能改為非樹狀',
    en: "This dictionary's items have parents; it cannot stop being a tree",
  },
  dictionaryTypeFixed: {
    zh: '字典数据不能移到其他字典分类',
    zhtw: '字典資料不能移到其他字典分類',
    en: 'A dictionary item cannot move to another dictionary type',
  },
  dictionaryNotTree: {
    zh: '该字典不是树形，数据不能有上级',
    zhtw: '該字典不是樹狀，資料不能有上級',
    en: 'This dictionary is not a tree; its items cannot have a parent',
  },
  dictionaryItemHasChildren: {
    zh: '该字典数据下有子数据，不能删除',
    zhtw: '該字典資料下有子資料，不能刪除',
    en: 'This dictionary item has child items and cannot be deleted',
  },
  dictionaryImportDuplicate: {
    zh: '第{row}条：编码{code}在导入文件中重复',
    zhtw: '第{row}筆：編碼{code}在匯入檔案中重複',
    en: 'Item {row}: the code {code} appears twice in the file',
  },
  dictionaryImportParentMissing: {
    zh: '第{row}条：上级编码{code}不存在',
    zhtw: '第{row}筆：上級編碼{code}不存在',
    en: 'Item {row}: the parent code {code} does not exist',
  },
  dictionaryImportParentCycle: {
    zh: '第{row}条：上级不能是自己或自己的下级',
    zhtw: '第{row}筆：上級不能是自己或自己的下級',
    en: 'Item {row}: the parent cannot be the item itself or one of its descendants',
  },
  dictionaryImportBadItem: {
    zh: '第{row}条：{field}格式不正确',
    zhtw: '第{row}筆：{field}格式不正確',
    en: 'Item {row}: the {field} is not valid',
  },
  dictionaryImportNotTree: {
    zh: '第{row}条：该字典不是树形，数据不能有上级',
    zhtw: '第{row}筆：該字典不是樹狀，資料不能有上級',
    en: 'Item {row}: this dictionary is not a tree; its items cannot have a parent',
  },
});

/** Display names of the dictionary bodies' own fields. */
export const DICTIONARY_FIELD_NAMES = {
  typeId: { zh: '字典分类', zhtw: '字典分類', en: 'dictionary type' },
  isTree: { zh: '树形', zhtw: '樹狀', en: 'tree' },
  parentCode: { zh: '上级编码', zhtw: '上級編碼', en: 'parent code' },
  items: { zh: '字典数据', zhtw: '字典資料', en: 'dictionary items' },
};

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof DICTIONARY_MESSAGES, Texts> {}
}
