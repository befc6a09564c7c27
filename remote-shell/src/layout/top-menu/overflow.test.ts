import { visibleMenuCount } from './overflow';

describe('visibleMenuCount', () => {
  it('shows every entry when all fit at 116 px each', () => {
    expect(visibleMenuCount(5, 5 * 116)).toBe(5);
    expect(visibleMenuCount(3, 1000)).toBe(3);
  });

  it('keeps one slot for "more" when some entries overflow', () => {
    expect(visibleMenuCount(10, 5 * 116)).toBe(4);
    expect(visibleMenuCount(10, 5 * 116 - 1)).toBe(3);
  });

  it('shows none when not even the "more" entry has room beside one item', () => {
    expect(visibleMenuCount(4, 116)).toBe(0);
    expect(visibleMenuCount(4, 0)).toBe(0);
  });
});
