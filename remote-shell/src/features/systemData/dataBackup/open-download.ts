/**
 * Starts the download of a signed link: the server answers a path, which resolves against the
 * mount's API base (the shell may run on another origin than its API).
 */
export function openDownload(apiBase: string, url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href =
    url.startsWith('/') && !url.startsWith('//') ? `${apiBase.replace(/\/$/, '')}${url}` : url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
