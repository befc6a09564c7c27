import type { FlowConditionSymbol } from '@mepm/contract';

/** Fields holding users (their ids): what a `formField` assignee or CC reads. */
export const USER_FIELD_KEYS: ReadonlySet<string> = new Set(['userSelect']);

/** Fields holding numbers: compared in order, with a number. */
export const NUMERIC_FIELD_KEYS: ReadonlySet<string> = new Set([
  'number',
  'amount',
  'calculate',
  'rate',
  'slider',
]);

/** Fields holding a point in time, compared in order too. */
export const DATE_FIELD_KEYS: ReadonlySet<string> = new Set(['date', 'createTime', 'modifyTime']);

/** Fields holding free text: the only ones `like` and `notLike` search in. */
export const TEXT_FIELD_KEYS: ReadonlySet<string> = new Set([
  'input',
  'textarea',
  'editor',
  'billRule',
]);

export const ORDERED_SYMBOLS: ReadonlySet<FlowConditionSymbol> = new Set(['>=', '>', '<=', '<']);
export const TEXT_SYMBOLS: ReadonlySet<FlowConditionSymbol> = new Set(['like', 'notLike']);
