import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';

/** Texts of the languages page's overrides. */
export const LANGUAGE_MESSAGES = defineMessages({
  unknownTextKey: {
    zh: '没有键为{key}的文本',
    zhtw: '沒有鍵為{key}的文字',
    en: 'There is no text with the key {key}',
  },
  placeholderMissing: {
    zh: '译文必须保留占位符{placeholder}',
    zhtw: '譯文必須保留預留位置{placeholder}',
    en: 'The text must keep the placeholder {placeholder}',
  },
});

/** The override body's fields, as validation names them. */
export const LANGUAGE_FIELD_NAMES = {
  scope: { zh: '文本范围', zhtw: '文字範圍', en: 'text scope' },
  key: { zh: '文本键', zhtw: '文字鍵', en: 'text key' },
  text: { zh: '译文', zhtw: '譯文', en: 'text' },
};

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof LANGUAGE_MESSAGES, Texts> {}
}
