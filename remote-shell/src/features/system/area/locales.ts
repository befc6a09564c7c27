import { defineMessages } from '../../../kernel/locales/define';

/** The areas page's texts, under `system.area.`. */
export const areaMessages = defineMessages({
  zh: {
    titles: { list: '行政区划', add: '新增区域', edit: '编辑区域' },
    fields: {
      fullName: '区域名称',
      enCode: '区域编码',
      type: '级别',
      parent: '上级区域',
      sortCode: '排序',
      enabled: '状态',
      description: '说明',
    },
    types: { province: '省份', city: '城市', district: '区县' },
    top: '顶级（省份）',
    addChild: '新增下级',
    expand: '展开{{name}}',
    collapse: '收起{{name}}',
    actions: '操作',
  },
  zhtw: {
    titles: { list: '行政區劃', add: '新增區域', edit: '編輯區域' },
    fields: {
      fullName: '區域名稱',
      enCode: '區域編碼',
      type: '級別',
      parent: '上級區域',
      sortCode: '排序',
      enabled: '狀態',
      description: '說明',
    },
    types: { province: '省份', city: '城市', district: '區縣' },
    top: '頂級（省份）',
    addChild: '新增下級',
    expand: '展開{{name}}',
    collapse: '收合{{name}}',
    actions: '操作',
  },
  en: {
    titles: { list: 'Areas', add: 'Add area', edit: 'Edit area' },
    fields: {
      fullName: 'Area name',
      enCode: 'Area code',
      type: 'Level',
      parent: 'Parent area',
      sortCode: 'Sort order',
      enabled: 'State',
      description: 'Description',
    },
    types: { province: 'Province', city: 'City', district: 'District' },
    top: 'Top level (province)',
    addChild: 'Add below',
    expand: 'Expand {{name}}',
    collapse: 'Collapse {{name}}',
    actions: 'Actions',
  },
});
