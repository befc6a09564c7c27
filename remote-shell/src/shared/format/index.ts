export { toDate } from './date-input';
export type { DateInput } from './date-input';
export { DATE_PATTERNS, designDatePattern, formatDate } from './date-format';
export type { DatePattern } from './date-format';
export { timeAgo, timeSince } from './relative-time';
export { abbreviateNumber } from './number-abbreviation';
export { SIZE_UNITS, formatFileSize } from './file-size';
export {
  ELLIPSIS,
  MENU_TITLE_LIMIT,
  TOOLTIP_LIMIT,
  cutMenuTitle,
  truncate,
  truncateForTooltip,
} from './truncate';
export type { Truncated } from './truncate';
