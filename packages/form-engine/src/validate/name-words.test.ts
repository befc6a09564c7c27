import { isNameOfWords } from './name-words';

describe('isNameOfWords', () => {
  it('takes one word or several, each by the name rule, one space apart', () => {
    expect(isNameOfWords('用户管理')).toBe(true);
    expect(isNameOfWords('Online users')).toBe(true);
    expect(isNameOfWords('Top 10 reports')).toBe(true);
  });
  it('refuses symbols, empty words and spaces at the ends or doubled', () => {
    expect(isNameOfWords('')).toBe(false);
    expect(isNameOfWords('Users/Roles')).toBe(false);
    expect(isNameOfWords(' Users')).toBe(false);
    expect(isNameOfWords('Users ')).toBe(false);
    expect(isNameOfWords('Online  users')).toBe(false);
  });
});
