import type { JobMessage } from '../../../kernel/jobs/job';

/**
 * What a run's history says when the run did not end by its job's own answer. The history keeps
 * these texts in every language (a run's message is stored, not looked up), and none carries an
 * error's own text: that goes to the server log, which the `reference` (the run's id) finds.
 */
export const RUN_MESSAGES = {
  failed: (reference: string): JobMessage => ({
    zh: `任务执行失败，详情见服务器日志（编号 ${reference}）`,
    zhtw: `工作執行失敗，詳情見伺服器日誌（編號 ${reference}）`,
    en: `The job failed; the server log has the details (reference ${reference})`,
  }),
  jobGone: (job: string): JobMessage => ({
    zh: `服务器已不再提供任务“${job}”，请修改此定时任务`,
    zhtw: `伺服器已不再提供工作「${job}」，請修改此排程`,
    en: `The server no longer offers the job ${job}; edit the task`,
  }),
  paramOutOfBounds: (param: string): JobMessage => ({
    zh: `任务参数“${param}”超出该任务允许的范围，请修改此定时任务`,
    zhtw: `工作參數「${param}」超出該工作允許的範圍，請修改此排程`,
    en: `The parameter ${param} is outside the job's bounds; edit the task`,
  }),
  stopped: (): JobMessage => ({
    zh: '服务器在执行期间停止，本次执行未完成',
    zhtw: '伺服器在執行期間停止，本次執行未完成',
    en: 'The server stopped during the run; the run did not finish',
  }),
  abandoned: (): JobMessage => ({
    zh: '执行此任务的服务器已停止响应，本次执行视为失败',
    zhtw: '執行此工作的伺服器已停止回應，本次執行視為失敗',
    en: 'The server running this task stopped answering; the run counts as failed',
  }),
};
