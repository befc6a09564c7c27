import { defineMessages, type Texts } from '../../kernel/i18n/catalog';

/** Texts of uploads refused for their size, kind, form, rate or the owner's quota. */
export const FILES_MESSAGES = defineMessages({
  fileTooLarge: {
    zh: '文件大小超过{size}{unit}',
    zhtw: '檔案大小超過{size}{unit}',
    en: 'The file is larger than {size} {unit}',
  },
  uploadNoFile: {
    zh: '请选择要上传的文件',
    zhtw: '請選擇要上傳的檔案',
    en: 'Please choose a file to upload',
  },
  uploadNotImage: {
    zh: '只能上传图片文件（png、jpg、gif、webp）',
    zhtw: '只能上傳圖片檔案（png、jpg、gif、webp）',
    en: 'Only images can be uploaded (png, jpg, gif, webp)',
  },
  chatImageTooLarge: {
    zh: '图片大小不能超过5M',
    zhtw: '圖片大小不能超過5M',
    en: 'The image cannot be larger than 5 MB',
  },
  uploadFileCount: {
    zh: '当前限制最多可以上传{n}个文件',
    zhtw: '目前限制最多可以上傳{n}個檔案',
    en: 'At most {n} file(s) can be uploaded at a time',
  },
  uploadImageCount: {
    zh: '当前限制最多可以上传{n}张图片',
    zhtw: '目前限制最多可以上傳{n}張圖片',
    en: 'At most {n} image(s) can be uploaded at a time',
  },
  uploadFailed: { zh: '上传失败', zhtw: '上傳失敗', en: 'Upload failed' },
  uploadMalformed: {
    zh: '上传的内容不完整或格式不正确',
    zhtw: '上傳的內容不完整或格式不正確',
    en: 'The upload is incomplete or not valid multipart data',
  },
  uploadTooFrequent: {
    zh: '上传过于频繁，请{seconds}秒后再试',
    zhtw: '上傳過於頻繁，請{seconds}秒後再試',
    en: 'Too many uploads; please try again in {seconds} seconds',
  },
  fileLinkInvalid: {
    zh: '下载链接无效或已过期',
    zhtw: '下載連結無效或已過期',
    en: 'The download link is not valid or has expired',
  },
  uploadQuotaExceeded: {
    zh: '文件存储空间不足：每位用户最多存储{size}MB',
    zhtw: '檔案儲存空間不足：每位使用者最多儲存{size}MB',
    en: 'Not enough file storage: each user may store at most {size} MB',
  },
});

declare module '../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof FILES_MESSAGES, Texts> {}
}
