import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';

/** Texts of entrusts. */
export const FLOW_DELEGATE_MESSAGES = defineMessages({
  delegateToUnknown: {
    zh: '被委托人不存在或已禁用',
    zhtw: '受託人不存在或已停用',
    en: 'The user to entrust does not exist or is disabled',
  },
  delegateToSelf: {
    zh: '不能委托给自己',
    zhtw: '不能委託給自己',
    en: 'You cannot entrust yourself',
  },
  delegateWindow: {
    zh: '委托结束时间须晚于开始时间，且晚于现在',
    zhtw: '委託結束時間須晚於開始時間，且晚於現在',
    en: 'An entrust ends after it starts, and after now',
  },
  delegateUnknownFlow: {
    zh: '流程不存在：{id}',
    zhtw: '流程不存在：{id}',
    en: 'There is no flow {id}',
  },
  delegateOverlap: {
    zh: '该时段内已将相同流程委托给{name}',
    zhtw: '該時段內已將相同流程委託給{name}',
    en: 'You already entrusted {name} with some of these flows in that time',
  },
  delegateStale: {
    zh: '该委托已被修改，请刷新后重试',
    zhtw: '該委託已被修改，請重新整理後再試',
    en: 'This entrust changed since you opened it; reload it and try again',
  },
});

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof FLOW_DELEGATE_MESSAGES, Texts> {}
}
