import { defineMessages } from '../../../kernel/locales/define';

/** The companies page's texts, under `permission.organize.`. */
export const organizeMessages = defineMessages({
  zh: {
    titles: { list: '公司列表', add: '新增公司', edit: '编辑公司' },
    fields: {
      parent: '上级公司',
      enCode: '公司编码',
      fullName: '公司名称',
      description: '说明',
      manager: '负责人',
      sortCode: '排序',
      enabled: '状态',
      createdTime: '创建时间',
    },
  },
  zhtw: {
    titles: { list: '公司列表', add: '新增公司', edit: '編輯公司' },
    fields: {
      parent: '上級公司',
      enCode: '公司編碼',
      fullName: '公司名稱',
      description: '說明',
      manager: '負責人',
      sortCode: '排序',
      enabled: '狀態',
      createdTime: '建立時間',
    },
  },
  en: {
    titles: { list: 'Companies', add: 'Add company', edit: 'Edit company' },
    fields: {
      parent: 'Parent company',
      enCode: 'Company code',
      fullName: 'Company name',
      description: 'Description',
      manager: 'Head',
      sortCode: 'Sort order',
      enabled: 'State',
      createdTime: 'Created',
    },
  },
});
