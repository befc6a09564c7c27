import { cutMenuTitle, truncate, truncateForTooltip } from './truncate';

describe('truncateForTooltip', () => {
  it('keeps text of up to 20 characters whole', () => {
    const twenty = 'abcdefghijklmnopqrst';
    expect(truncateForTooltip(twenty)).toEqual({ text: twenty, truncated: false, full: twenty });
  });

  it('cuts text past 20 characters and keeps the whole text for the tooltip', () => {
    const long = '这是一段超过二十个字符的很长很长很长的通知标题文字';
    expect(truncateForTooltip(long)).toEqual({
      text: '这是一段超过二十个字符的很长很长很长的通…',
      truncated: true,
      full: long,
    });
  });

  it('counts an emoji outside the basic plane as one character', () => {
    const emoji = '😀'.repeat(21);
    const result = truncateForTooltip(emoji);
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(`${'😀'.repeat(20)}…`);
    expect(truncateForTooltip('😀'.repeat(20)).truncated).toBe(false);
  });
});

describe('cutMenuTitle', () => {
  it('keeps titles of up to 7 characters', () => {
    expect(cutMenuTitle('系统管理')).toBe('系统管理');
    expect(cutMenuTitle('Reports')).toBe('Reports');
  });

  it('cuts longer titles to 7 characters and an ellipsis', () => {
    expect(cutMenuTitle('电子签章管理与配置')).toBe('电子签章管理与…');
    expect(cutMenuTitle('Permissions')).toBe('Permiss…');
    expect(cutMenuTitle('🚀🚀🚀🚀🚀🚀🚀🚀')).toBe('🚀🚀🚀🚀🚀🚀🚀…');
  });
});

describe('truncate', () => {
  it('never splits a surrogate pair whatever the limit', () => {
    const text = 'a😀b😀c😀d';
    for (let limit = 0; limit <= 8; limit += 1) {
      const { text: shown } = truncate(text, limit);
      expect(shown).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
      expect(shown).not.toMatch(/(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
  });
});
