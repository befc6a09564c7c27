/**
 * jsdom lays nothing out, so a virtualised list sees a zero-height window and renders no rows.
 * Call at the top of a test file to give every element a viewport of `height` pixels.
 */
export function withLayoutViewport(height = 400): void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get: () => height,
    });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  });
}
