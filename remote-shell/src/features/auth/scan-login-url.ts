import type { ShellMountOptions } from '../../kernel/mount-options';

/** The path of the page a signed-in user confirms a scan login on. */
export const SCAN_LOGIN_PATH = '/scanLogin';

/**
 * The URL the QR code carries. Standalone, the shell's own page under its base path; embedded,
 * the standalone shell at the shell's origin, since a phone cannot open the host's portal.
 */
export function scanLoginUrl(
  options: Pick<ShellMountOptions, 'embed' | 'basename' | 'apiBase'>,
  code: string,
): string {
  const url =
    options.embed === 'standalone'
      ? new URL(`${options.basename.replace(/\/$/, '')}${SCAN_LOGIN_PATH}`, window.location.origin)
      : new URL(SCAN_LOGIN_PATH, options.apiBase);
  url.searchParams.set('code', code);
  return url.href;
}
