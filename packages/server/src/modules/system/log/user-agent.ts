export interface ParsedUserAgent {
  /** e.g. `Chrome 120`; empty when not recognised. */
  browser: string;
  /** e.g. `Windows 10`, `iOS 17.2`; empty when not recognised. */
  os: string;
}

/**
 * Browsers in the order they must be tested: each one's user agent also names the engines it is
 * built on (Edge says Chrome and Safari too), so the most specific token comes first.
 */
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['WeChat', /MicroMessenger\/([\d.]+)/],
  ['DingTalk', /DingTalk\/([\d.]+)/],
  ['QQ Browser', /QQBrowser\/([\d.]+)/],
  ['UC Browser', /UCBrowser\/([\d.]+)/],
  ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /(?:OPR|Opera)\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari\//],
  ['Internet Explorer', /(?:MSIE |Trident\/.*rv:)([\d.]+)/],
];

const WINDOWS_VERSIONS: Readonly<Record<string, string>> = {
  '10.0': '10',
  '6.3': '8.1',
  '6.2': '8',
  '6.1': '7',
  '6.0': 'Vista',
  '5.1': 'XP',
};

function osOf(ua: string): string {
  const windows = /Windows NT ([\d.]+)/.exec(ua);
  if (windows) return `Windows ${WINDOWS_VERSIONS[windows[1] ?? ''] ?? windows[1]}`;
  if (/HarmonyOS/.test(ua)) return 'HarmonyOS';
  const ios = /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/.exec(ua);
  if (ios) return `iOS ${(ios[1] ?? '').replace(/_/g, '.')}`;
  const android = /Android ([\d.]+)/.exec(ua);
  if (android) return `Android ${android[1]}`;
  const mac = /Mac OS X ([\d_.]+)/.exec(ua);
  if (mac) return `macOS ${(mac[1] ?? '').replace(/_/g, '.')}`;
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return '';
}

/** The main version only: `120.0.6099.71` reads as `120`. */
const major = (version: string) => version.split('.')[0] ?? version;

/**
 * The browser and operating system a user agent names, for the main browsers and systems. A
 * small parser of our own: the sign-in log needs a readable label, not device detection, and the
 * raw text stays beside it.
 */
export function parseUserAgent(ua: string): ParsedUserAgent {
  let browser = '';
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = `${name} ${major(match[1] ?? '')}`;
      break;
    }
  }
  return { browser, os: osOf(ua) };
}
