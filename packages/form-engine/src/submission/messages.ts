import type { Texts } from '../text/format';
import { COMMON_MESSAGES } from '../validate/common-messages';

/**
 * What a refused submission says, `{field}` being the field's label; the first ones are the
 * common messages of docs/reference/field-rules.md.
 */
export const SUBMISSION_MESSAGES = {
  required: COMMON_MESSAGES.required,
  tooLong: COMMON_MESSAGES.tooLong,
  badFormat: COMMON_MESSAGES.badFormat,
  badType: COMMON_MESSAGES.badType,
  badChoice: COMMON_MESSAGES.badChoice,
  nulCharacter: COMMON_MESSAGES.nulCharacter,
  cellRequired: { zh: '{field}不能为空', zhtw: '{field}不能為空', en: '{field} must not be empty' },
  tooSmall: {
    zh: '{field}不能小于{limit}',
    zhtw: '{field}不能小於{limit}',
    en: '{field} must be at least {limit}',
  },
  tooLarge: {
    zh: '{field}不能大于{limit}',
    zhtw: '{field}不能大於{limit}',
    en: '{field} must be at most {limit}',
  },
  tooManyDecimals: {
    zh: '{field}最多保留{limit}位小数',
    zhtw: '{field}最多保留{limit}位小數',
    en: '{field} takes at most {limit} decimals',
  },
  notHalf: {
    zh: '{field}须为整数或0.5的倍数',
    zhtw: '{field}須為整數或0.5的倍數',
    en: '{field} must be a whole number or a multiple of 0.5',
  },
  tooFewChoices: {
    zh: '{field}至少选择{limit}项',
    zhtw: '{field}至少選擇{limit}項',
    en: 'Choose at least {limit} for {field}',
  },
  tooManyChoices: {
    zh: '{field}最多选择{limit}项',
    zhtw: '{field}最多選擇{limit}項',
    en: 'Choose at most {limit} for {field}',
  },
  tooEarly: {
    zh: '{field}不能早于{limit}',
    zhtw: '{field}不能早於{limit}',
    en: '{field} cannot be before {limit}',
  },
  tooLate: {
    zh: '{field}不能晚于{limit}',
    zhtw: '{field}不能晚於{limit}',
    en: '{field} cannot be after {limit}',
  },
  rangeOrder: {
    zh: '{field}的开始不能晚于结束',
    zhtw: '{field}的開始不能晚於結束',
    en: 'The start of {field} cannot be after its end',
  },
  tooManyFiles: {
    zh: '{field}当前限制最多可以上传{limit}个文件',
    zhtw: '{field}目前限制最多可以上傳{limit}個檔案',
    en: '{field} takes at most {limit} files',
  },
  tooManyImages: {
    zh: '{field}当前限制最多可以上传{limit}张图片',
    zhtw: '{field}目前限制最多可以上傳{limit}張圖片',
    en: '{field} takes at most {limit} images',
  },
  tooManyRows: {
    zh: '{field}最多{limit}行',
    zhtw: '{field}最多{limit}列',
    en: '{field} holds at most {limit} rows',
  },
  optionsUnavailable: {
    zh: '{field}的选项无法读取，暂时不能提交',
    zhtw: '{field}的選項無法讀取，暫時不能提交',
    en: 'The options of {field} cannot be read, so it cannot be submitted now',
  },
  fileNotFound: {
    zh: '{field}中有文件不存在或不是您上传的',
    zhtw: '{field}中有檔案不存在或不是您上傳的',
    en: '{field} holds a file that does not exist or that you did not upload',
  },
  recordNotFound: {
    zh: '{field}关联的数据不存在',
    zhtw: '{field}關聯的資料不存在',
    en: '{field} refers to a record that does not exist',
  },
  notAnObject: {
    zh: '提交的数据格式不正确',
    zhtw: '提交的資料格式不正確',
    en: 'The submitted data is not valid',
  },
  /** Not an error: how a sub-table cell is named in one. */
  cellLabel: {
    zh: '{table}第{row}行{column}',
    zhtw: '{table}第{row}列{column}',
    en: '{table} row {row} {column}',
  },
} as const satisfies Record<string, Texts>;

export type SubmissionMessageKey = Exclude<keyof typeof SUBMISSION_MESSAGES, 'cellLabel'>;
