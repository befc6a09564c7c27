import { defineMessages } from '../i18n/catalog';

/** Why an uploaded workbook, or one of its cells, is refused (kernel/excel). */
export const EXCEL_MESSAGES = defineMessages({
  excelNoFile: {
    zh: '请上传一个 Excel 文件（.xlsx）',
    zhtw: '請上傳一個 Excel 檔案（.xlsx）',
    en: 'Upload one Excel file (.xlsx)',
  },
  excelNotXlsx: {
    zh: '文件不是有效的 Excel 工作簿（.xlsx）',
    zhtw: '檔案不是有效的 Excel 活頁簿（.xlsx）',
    en: 'The file is not a valid Excel workbook (.xlsx)',
  },
  excelNoSheet: {
    zh: '工作簿中没有工作表',
    zhtw: '活頁簿中沒有工作表',
    en: 'The workbook has no sheet',
  },
  excelPartTooLarge: {
    zh: '工作簿内容过大，无法读取',
    zhtw: '活頁簿內容過大，無法讀取',
    en: 'The workbook holds too much to be read',
  },
  excelNoHeader: {
    zh: '工作表为空：第一行应为列标题',
    zhtw: '工作表為空：第一列應為欄標題',
    en: 'The sheet is empty: its first row must hold the column headers',
  },
  excelTooManyRows: {
    zh: '一次最多导入{max}行',
    zhtw: '一次最多匯入{max}列',
    en: 'At most {max} rows can be imported at once',
  },
  excelTooLarge: {
    zh: '文件大小不能超过{size}MB',
    zhtw: '檔案大小不能超過{size}MB',
    en: 'The file may not exceed {size} MB',
  },
  excelDuplicateHeader: {
    zh: '列{column}重复',
    zhtw: '欄{column}重複',
    en: 'The column {column} appears twice',
  },
  excelNotNumber: {
    zh: '{value}不是有效的数字',
    zhtw: '{value}不是有效的數字',
    en: '{value} is not a number',
  },
  excelNotDate: {
    zh: '{value}不是有效的日期',
    zhtw: '{value}不是有效的日期',
    en: '{value} is not a date',
  },
  excelNotTime: {
    zh: '{value}不是有效的时间',
    zhtw: '{value}不是有效的時間',
    en: '{value} is not a time',
  },
  excelNoSuchOption: {
    zh: '选项{value}不存在',
    zhtw: '選項{value}不存在',
    en: 'There is no option {value}',
  },
  excelUnknownName: {
    zh: '{value}不存在',
    zhtw: '{value}不存在',
    en: 'There is no {value}',
  },
  excelAmbiguousName: {
    zh: '{value}不止一个，请填写编码或账号',
    zhtw: '{value}不止一個，請填寫編碼或帳號',
    en: 'More than one is named {value}: give the code or account',
  },
  excelNotRange: {
    zh: '{value}不是有效的范围（开始 ~ 结束）',
    zhtw: '{value}不是有效的範圍（開始 ~ 結束）',
    en: '{value} is not a range (start ~ end)',
  },
  excelColumnNotExportable: {
    zh: '列{column}不能导出',
    zhtw: '欄{column}不能匯出',
    en: 'The column {column} cannot be exported',
  },
  excelDuplicateRow: {
    zh: '与已有数据重复（{field}）',
    zhtw: '與現有資料重複（{field}）',
    en: 'Duplicates an existing record ({field})',
  },
  excelRowOutOfScope: {
    zh: '该行超出您的数据权限范围',
    zhtw: '該列超出您的資料權限範圍',
    en: 'This row lies outside your data scope',
  },
  excelExportTaskNotFound: {
    zh: '导出任务不存在或已过期',
    zhtw: '匯出任務不存在或已過期',
    en: 'The export task does not exist or has expired',
  },
  excelExportNotReady: {
    zh: '导出尚未完成',
    zhtw: '匯出尚未完成',
    en: 'The export has not finished yet',
  },
  excelExportRunning: {
    zh: '您已有一个导出任务正在进行，请等待其完成',
    zhtw: '您已有一個匯出任務正在進行，請等待其完成',
    en: 'One of your exports is still running; wait for it to finish',
  },
  excelExportFailed: {
    zh: '导出失败，请重试',
    zhtw: '匯出失敗，請重試',
    en: 'The export failed; please try again',
  },
  excelBadTimeZone: {
    zh: '时区{zone}无效',
    zhtw: '時區{zone}無效',
    en: 'The time zone {zone} is not valid',
  },
  excelTemplateSuffix: { zh: '-导入模板', zhtw: '-匯入範本', en: '-import template' },
  excelRefusedSuffix: { zh: '-未导入数据', zhtw: '-未匯入資料', en: '-rows not imported' },
  excelReasonHeader: {
    zh: '错误原因',
    zhtw: '錯誤原因',
    en: 'Reason',
  },
  excelNotSwitch: {
    zh: '{value}应为“{on}”或“{off}”',
    zhtw: '{value}應為「{on}」或「{off}」',
    en: '{value} must be "{on}" or "{off}"',
  },
});
