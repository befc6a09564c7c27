const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['WeChat', /MicroMessenger\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+).*Safari\//],
];

const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux|X11/],
];

/**
 * A short name of the browser behind a user-agent string, e.g. "Chrome 131 · Windows", so that a
 * person confirming a scan login can tell their own device; undefined when no browser matches.
 * Never the raw string: whoever asks to sign in writes it, and could write "this is you, confirm".
 */
export function describeBrowser(userAgent: string): string | undefined {
  const browser = BROWSERS.find(([, pattern]) => pattern.test(userAgent));
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent));
  if (browser === undefined) return undefined;
  const version = browser[1].exec(userAgent)?.[1];
  const name = version === undefined ? browser[0] : `${browser[0]} ${version}`;
  return system === undefined ? name : `${name} · ${system[0]}`;
}
