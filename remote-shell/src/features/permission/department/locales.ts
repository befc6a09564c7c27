import { defineMessages } from '../../../kernel/locales/define';

/** The departments page's texts, under `permission.department.`. */
export const departmentMessages = defineMessages({
  zh: {
    titles: {
      list: '部门列表',
      add: '新增部门',
      edit: '编辑部门',
      chooseOrganize: '请在左侧选择公司',
    },
    fields: {
      parent: '上级组织',
      enCode: '部门编码',
      fullName: '部门名称',
      description: '说明',
      manager: '部门主管',
      sortCode: '排序',
      enabled: '状态',
      createdTime: '创建时间',
    },
  },
  zhtw: {
    titles: {
      list: '部門列表',
      add: '新增部門',
      edit: '編輯部門',
      chooseOrganize: '請在左側選擇公司',
    },
    fields: {
      parent: '上級組織',
      enCode: '部門編碼',
      fullName: '部門名稱',
      description: '說明',
      manager: '部門主管',
      sortCode: '排序',
      enabled: '狀態',
      createdTime: '建立時間',
    },
  },
  en: {
    titles: {
      list: 'Departments',
      add: 'Add department',
      edit: 'Edit department',
      chooseOrganize: 'Choose a company on the left',
    },
    fields: {
      parent: 'Parent organisation',
      enCode: 'Department code',
      fullName: 'Department name',
      description: 'Description',
      manager: 'Manager',
      sortCode: 'Sort order',
      enabled: 'State',
      createdTime: 'Created',
    },
  },
});
