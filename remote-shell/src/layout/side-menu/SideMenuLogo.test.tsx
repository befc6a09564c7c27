import { screen } from '@testing-library/react';
import { renderLayout } from '../render-layout';

/** jsdom lays nothing out: the title is as wide as its characters say, the logo 178 px. */
function measureTitles(pixelsPerCharacter: number): void {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function width(
    this: HTMLElement,
  ) {
    return (this.textContent ?? '').length * pixelsPerCharacter;
  });
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(178);
}

afterEach(() => jest.restoreAllMocks());

describe('the title above the side menu', () => {
  it('shows the full title where it fits', () => {
    measureTitles(16);
    renderLayout({ language: 'zh' });
    const title = screen.getByTitle('机电公司项目管理系统');
    expect(title).toHaveTextContent('机电公司项目管理系统');
  });

  it('shows the short title where the full one does not fit, the full one as its tooltip', () => {
    measureTitles(9);
    renderLayout({ language: 'en' });
    const title = screen.getByTitle('Electromechanical Company Project Management System');
    expect(title).toHaveTextContent(/^EMC Projects$/);
  });
});
