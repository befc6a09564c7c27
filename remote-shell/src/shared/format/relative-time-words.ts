import type { Language } from '@mepm/contract/codes';

export type RelativeUnit = 'minute' | 'hour' | 'day' | 'week' | 'month';

const JUST_NOW: Record<Language, string> = { zh: '刚刚', zhtw: '剛剛', en: 'just now' };

const CHINESE_UNITS: Record<'zh' | 'zhtw', Record<RelativeUnit, string>> = {
  zh: { minute: '分钟', hour: '小时', day: '天', week: '周', month: '个月' },
  zhtw: { minute: '分鐘', hour: '小時', day: '天', week: '週', month: '個月' },
};

export function justNow(language: Language): string {
  return JUST_NOW[language];
}

/** "N units ago" in the given language; English chooses singular or plural. */
export function unitsAgo(language: Language, count: number, unit: RelativeUnit): string {
  if (language === 'en') return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  return `${count}${CHINESE_UNITS[language][unit]}前`;
}
