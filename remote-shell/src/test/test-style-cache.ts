import createCache from '@emotion/cache';
import type { StylisPlugin } from '@emotion/cache';

/**
 * Drops `:has()` selectors from the styles a test renders. jsdom computes an element's style by
 * matching it against every rule, and its selector engine parses and compiles a `:has()` argument
 * again at each match: the select fields' padding rules (`.MuiInputBase-root:has(> &)`) made
 * about a third of a form test's CPU. They set padding only, which jsdom does not lay out, so
 * nothing a test reads changes. Without the vendor prefixer too: jsdom reads no prefixed property.
 */
const withoutHasSelectors: StylisPlugin = (element) => {
  if (element.type !== 'rule' || !Array.isArray(element.props)) return;
  element.props = element.props.filter((selector) => !selector.includes(':has('));
};

/** The emotion cache a rendered test page puts its styles in (inside `container`). */
export function createTestStyleCache(container: HTMLElement) {
  return createCache({ key: 'test', container, stylisPlugins: [withoutHasSelectors] });
}
