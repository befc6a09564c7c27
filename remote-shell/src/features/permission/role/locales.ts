import { defineMessages } from '../../../kernel/locales/define';

/** The roles page's texts, under `permission.role.`. */
export const roleMessages = defineMessages({
  zh: {
    titles: { list: '角色列表', add: '新增角色', edit: '编辑角色' },
    fields: {
      enCode: '角色编码',
      fullName: '角色名称',
      description: '说明',
      sortCode: '排序',
      enabled: '状态',
      createdTime: '创建时间',
    },
  },
  zhtw: {
    titles: { list: '角色列表', add: '新增角色', edit: '編輯角色' },
    fields: {
      enCode: '角色編碼',
      fullName: '角色名稱',
      description: '說明',
      sortCode: '排序',
      enabled: '狀態',
      createdTime: '建立時間',
    },
  },
  en: {
    titles: { list: 'Roles', add: 'Add role', edit: 'Edit role' },
    fields: {
      enCode: 'Role code',
      fullName: 'Role name',
      description: 'Description',
      sortCode: 'Sort order',
      enabled: 'State',
      createdTime: 'Created',
    },
  },
});
