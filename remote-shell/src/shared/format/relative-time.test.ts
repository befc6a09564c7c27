import { timeAgo, timeSince } from './relative-time';

const now = new Date(2024, 5, 15, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const before = (ms: number): number => now.getTime() - ms;

describe('timeAgo (minutes, hours, days, weeks, months)', () => {
  it.each([
    [0, '刚刚'],
    [59 * SECOND, '刚刚'],
    [MINUTE, '1分钟前'],
    [59 * MINUTE, '59分钟前'],
    [HOUR, '1小时前'],
    [23 * HOUR + 59 * MINUTE, '23小时前'],
    [DAY, '1天前'],
    [6 * DAY + 23 * HOUR, '6天前'],
    [7 * DAY, '1周前'],
    [27 * DAY, '3周前'],
    [28 * DAY, '1个月前'],
    [62 * DAY, '2个月前'],
  ])('%d ms ago reads %s in zh', (elapsed, expected) => {
    expect(timeAgo(before(elapsed), 'zh', now)).toBe(expected);
  });

  it('counts whole calendar months up to three, then shows the day', () => {
    expect(timeAgo(new Date(2024, 2, 15, 12, 0), 'zh', now)).toBe('3个月前');
    expect(timeAgo(new Date(2024, 1, 15, 12, 1), 'zh', now)).toBe('3个月前');
    expect(timeAgo(new Date(2024, 1, 15, 12, 0), 'zh', now)).toBe('2024-02-15');
  });

  it('speaks zhtw and en', () => {
    expect(timeAgo(before(10 * SECOND), 'zhtw', now)).toBe('剛剛');
    expect(timeAgo(before(5 * MINUTE), 'zhtw', now)).toBe('5分鐘前');
    expect(timeAgo(before(2 * HOUR), 'zhtw', now)).toBe('2小時前');
    expect(timeAgo(before(14 * DAY), 'zhtw', now)).toBe('2週前');
    expect(timeAgo(before(40 * DAY), 'zhtw', now)).toBe('1個月前');
    expect(timeAgo(before(10 * SECOND), 'en', now)).toBe('just now');
    expect(timeAgo(before(MINUTE), 'en', now)).toBe('1 minute ago');
    expect(timeAgo(before(3 * HOUR), 'en', now)).toBe('3 hours ago');
    expect(timeAgo(before(DAY), 'en', now)).toBe('1 day ago');
    expect(timeAgo(before(21 * DAY), 'en', now)).toBe('3 weeks ago');
    expect(timeAgo(before(70 * DAY), 'en', now)).toBe('2 months ago');
  });

  it('shows a moment well in the future as its day and ignores small clock skew', () => {
    expect(timeAgo(now.getTime() + 30 * SECOND, 'en', now)).toBe('just now');
    expect(timeAgo(new Date(2024, 6, 1), 'en', now)).toBe('2024-07-01');
  });

  it('accepts an ISO string and gives an empty string for nothing', () => {
    expect(timeAgo('2024-06-15T11:00:00', 'zh', now)).toBe('1小时前');
    expect(timeAgo(null, 'zh', now)).toBe('');
    expect(timeAgo('garbage', 'zh', now)).toBe('');
  });

  it('measures against the real clock when no now is given', () => {
    expect(timeAgo(Date.now() - 2 * HOUR, 'en')).toBe('2 hours ago');
  });
});

describe('timeSince (刚刚, minutes, hours, 1天前, then a date)', () => {
  it.each([
    [0, '刚刚'],
    [29 * SECOND, '刚刚'],
    [30 * SECOND, '1分钟前'],
    [90 * SECOND, '2分钟前'],
    [59 * MINUTE, '59分钟前'],
    [HOUR, '1小时前'],
    [23 * HOUR, '23小时前'],
    [DAY, '1天前'],
    [47 * HOUR, '1天前'],
  ])('%d ms ago reads %s in zh', (elapsed, expected) => {
    expect(timeSince(before(elapsed), 'zh', now)).toBe(expected);
  });

  it('shows the date and time from 48 hours on', () => {
    expect(timeSince(before(2 * DAY), 'zh', now)).toBe('2024-06-13 12:00');
    expect(timeSince(new Date(2023, 0, 2, 8, 30), 'en', now)).toBe('2023-01-02 08:30');
  });

  it('speaks zhtw and en', () => {
    expect(timeSince(before(5 * SECOND), 'zhtw', now)).toBe('剛剛');
    expect(timeSince(before(10 * MINUTE), 'zhtw', now)).toBe('10分鐘前');
    expect(timeSince(before(30 * HOUR), 'zhtw', now)).toBe('1天前');
    expect(timeSince(before(5 * SECOND), 'en', now)).toBe('just now');
    expect(timeSince(before(HOUR), 'en', now)).toBe('1 hour ago');
    expect(timeSince(before(30 * HOUR), 'en', now)).toBe('1 day ago');
  });

  it('shows a future moment as its date and time', () => {
    expect(timeSince(new Date(2024, 5, 16, 7, 5), 'en', now)).toBe('2024-06-16 07:05');
  });
});
