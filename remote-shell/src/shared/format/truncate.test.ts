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
  it('keeps titles up to the width of 7 Chinese characters', () => {
    expect(cutMenuTitle('系统管理')).toBe('系统管理');
    expect(cutMenuTitle('电子签章管理与')).toBe('电子签章管理与');
    expect(cutMenuTitle('Permissions')).toBe('Permissions');
    expect(cutMenuTitle('Online users')).toBe('Online users');
    expect(cutMenuTitle('侧边栏 Logo')).toBe('侧边栏 Logo');
  });

  it('cuts wider titles to that width and an ellipsis; a Latin letter counts half', () => {
    expect(cutMenuTitle('电子签章管理与配置')).toBe('电子签章管理与…');
    expect(cutMenuTitle('Permission management')).toBe('Permission man…');
    expect(cutMenuTitle('系统 Administration')).toBe('系统 Administr…');
    expect(cutMenuTitle('🚀🚀🚀🚀🚀🚀🚀🚀')).toBe('🚀🚀🚀🚀🚀🚀🚀…');
    expect(cutMenuTitle('機電專案管理系統')).toBe('機電專案管理系…');
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
