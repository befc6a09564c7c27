import { defineMessages } from '../../../kernel/locales/define';

/** The positions page's texts, under `permission.position.`. */
export const positionMessages = defineMessages({
  zh: {
    titles: { list: '岗位列表', add: '新增岗位', edit: '编辑岗位' },
    fields: {
      organize: '所属组织',
      enCode: '岗位编码',
      fullName: '岗位名称',
      description: '说明',
      sortCode: '排序',
      enabled: '状态',
      createdTime: '创建时间',
    },
  },
  zhtw: {
    titles: { list: '職位列表', add: '新增職位', edit: '編輯職位' },
    fields: {
      organize: '所屬組織',
      enCode: '職位編碼',
      fullName: '職位名稱',
      description: '說明',
      sortCode: '排序',
      enabled: '狀態',
      createdTime: '建立時間',
    },
  },
  en: {
    titles: { list: 'Positions', add: 'Add position', edit: 'Edit position' },
    fields: {
      organize: 'Organisation',
      enCode: 'Position code',
      fullName: 'Position name',
      description: 'Description',
      sortCode: 'Sort order',
      enabled: 'State',
      createdTime: 'Created',
    },
  },
});
