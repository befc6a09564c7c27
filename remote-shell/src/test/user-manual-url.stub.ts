/** Stands in for layout/top-bar/user-manual-url.ts under jest (see there): an absolute PDF URL. */
export const USER_MANUAL_URL = 'http://shell.test/assets/user-manual.pdf';
