import { defineMessages } from '../../../kernel/locales/define';

/** The icons page's texts, under `system.icons.`. */
export const iconsMessages = defineMessages({
  zh: {
    title: '系统图标',
    hint: '点击图标即可复制其名称，填入菜单的“图标”一栏。',
    gallery: '图标列表',
    copied: '已复制 {{name}}',
    manualTitle: '复制图标名称',
    manualHint: '浏览器不允许写入剪贴板，请手动复制下面的名称。',
    name: '图标名称',
    close: '关闭',
  },
  zhtw: {
    title: '系統圖示',
    hint: '點選圖示即可複製其名稱，填入選單的「圖示」一欄。',
    gallery: '圖示清單',
    copied: '已複製 {{name}}',
    manualTitle: '複製圖示名稱',
    manualHint: '瀏覽器不允許寫入剪貼簿，請手動複製下面的名稱。',
    name: '圖示名稱',
    close: '關閉',
  },
  en: {
    title: 'System icons',
    hint: "Click an icon to copy its name for a menu entry's Icon field.",
    gallery: 'Icons',
    copied: 'Copied {{name}}',
    manualTitle: 'Copy the icon name',
    manualHint: 'The browser refused the clipboard: copy the name below by hand.',
    name: 'Icon name',
    close: 'Close',
  },
});
