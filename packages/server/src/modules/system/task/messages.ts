import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';

/** Texts of the scheduled tasks page. */
export const TASK_MESSAGES = defineMessages({
  cronInvalid: {
    zh: '{field}不是有效的 Cron 表达式：{reason}',
    zhtw: '{field}不是有效的 Cron 運算式：{reason}',
    en: '{field} is not a valid cron expression: {reason}',
  },
  jobUnknown: {
    zh: '{field}不是内置任务',
    zhtw: '{field}不是內建工作',
    en: '{field} is not a built-in job',
  },
  jobParamInvalid: {
    zh: '{field}中的“{param}”应为 {min} 到 {max} 之间的整数',
    zhtw: '{field}中的「{param}」應為 {min} 到 {max} 之間的整數',
    en: '{param} in {field} must be a whole number from {min} to {max}',
  },
  taskRunning: {
    zh: '该任务正在执行，请待本次执行结束后再试',
    zhtw: '該工作正在執行，請待本次執行結束後再試',
    en: 'This task is running; try again once the run has ended',
  },
  jobParamUnknown: {
    zh: '{field}中的“{param}”不是该任务的参数',
    zhtw: '{field}中的「{param}」不是該工作的參數',
    en: '{param} in {field} is not a parameter of this job',
  },
});

export const TASK_FIELD_NAMES = {
  cron: { zh: 'Cron 表达式', zhtw: 'Cron 運算式', en: 'Cron expression' },
  jobName: { zh: '执行任务', zhtw: '執行工作', en: 'Job' },
  params: { zh: '任务参数', zhtw: '工作參數', en: 'Job parameters' },
};

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof TASK_MESSAGES, Texts> {}
}
