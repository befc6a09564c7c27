/**
 * The user manual PDF (printed from docs/user-manual by its build-pdf script). `new URL(...,
 * import.meta.url)` makes webpack emit the file and resolve it against the shell's run-time public
 * path, so the link points at the shell's own origin even when a host on another origin embeds it.
 *
 * Kept alone in this module because jest compiles to CommonJS, where `import.meta` does not
 * exist: jest.config.js maps this one file to src/test/user-manual-url.stub.ts.
 */
export const USER_MANUAL_URL = new URL('../../../public/user-manual.pdf', import.meta.url).href;
