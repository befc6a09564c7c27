/**
 * Hands bytes to the browser's download as a file named `name`. The link's URL is the page's own
 * blob, so this works as well inside a host portal on another origin as standalone.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
