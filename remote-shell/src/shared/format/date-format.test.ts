import { DATE_PATTERNS, formatDate } from './date-format';

// Local-time constructors keep these tests independent of the machine's time zone.
const moment = new Date(2024, 2, 5, 9, 7, 3);

describe('formatDate', () => {
  it('uses yyyy-MM-dd HH:mm by default', () => {
    expect(formatDate(moment, 'zh')).toBe('2024-03-05 09:07');
  });

  it.each([
    [DATE_PATTERNS.dateTimeSeconds, '2024-03-05 09:07:03'],
    [DATE_PATTERNS.date, '2024-03-05'],
    [DATE_PATTERNS.slashDateTime, '2024/03/05 09:07'],
    [DATE_PATTERNS.slashDateTimeSeconds, '2024/03/05 09:07:03'],
    [DATE_PATTERNS.slashDate, '2024/03/05'],
    [DATE_PATTERNS.zhDateTime, '2024年03月05日 09:07'],
    [DATE_PATTERNS.zhDateTimeSeconds, '2024年03月05日 09:07:03'],
    [DATE_PATTERNS.zhDate, '2024年03月05日'],
  ])('formats with %s', (pattern, expected) => {
    expect(formatDate(moment, 'en', pattern)).toBe(expected);
  });

  it('accepts milliseconds, digit strings and ISO strings', () => {
    expect(formatDate(moment.getTime(), 'zh')).toBe('2024-03-05 09:07');
    expect(formatDate(String(moment.getTime()), 'zh')).toBe('2024-03-05 09:07');
    expect(formatDate('2024-03-05T09:07:03', 'zh', DATE_PATTERNS.dateTimeSeconds)).toBe(
      '2024-03-05 09:07:03',
    );
    expect(formatDate('2024-03-05', 'zh', DATE_PATTERNS.date)).toBe('2024-03-05');
  });

  it('gives an empty string for empty or invalid input', () => {
    for (const value of [null, undefined, '', '   ', 0, Number.NaN, 'not a date', new Date('x')]) {
      expect(formatDate(value, 'zh')).toBe('');
    }
  });

  it('shows the 2999-12-31 sentinel as valid long-term in each language', () => {
    expect(formatDate(new Date(2999, 11, 31, 0, 0), 'zh')).toBe('长期有效');
    expect(formatDate('2999-12-31', 'zhtw')).toBe('長期有效');
    expect(formatDate(new Date(2999, 11, 31, 23, 59).getTime(), 'en')).toBe('Valid long-term');
  });

  it('treats the days around the sentinel as ordinary dates', () => {
    expect(formatDate(new Date(2999, 11, 30), 'en', DATE_PATTERNS.date)).toBe('2999-12-30');
    expect(formatDate(new Date(2998, 11, 31), 'en', DATE_PATTERNS.date)).toBe('2998-12-31');
  });
});
