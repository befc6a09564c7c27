/** The HTML `lang` of each language of the shell: what marks a text shown in another language. */
export const HTML_LANG = { zh: 'zh-CN', zhtw: 'zh-TW', en: 'en' } as const;
