import { POPUP_MAX_HEIGHT, fitPopupHeight } from './popup-fit';

describe('fitPopupHeight', () => {
  it('keeps the full height where there is room below the field', () => {
    expect(fitPopupHeight(100, 900)).toBe(POPUP_MAX_HEIGHT);
  });

  it('shrinks to the room below a low field, keeping the screen margin', () => {
    expect(fitPopupHeight(600, 900)).toBe(284);
  });

  it('stays usable under a field at the bottom (the popup then moves up)', () => {
    expect(fitPopupHeight(880, 900)).toBe(200);
  });

  it('never exceeds a short screen', () => {
    expect(fitPopupHeight(10, 180)).toBe(148);
  });
});
