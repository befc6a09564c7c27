/** Size units (binary, as the upload limits use them: docs/reference/files.md). */
export const SIZE_UNITS = { KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 } as const;

/**
 * Shows a byte count as bytes, KB, MB or GB: whole bytes below 1 KB, two decimals above
 * ('1.50 KB'). GB is the largest unit, so terabytes read as thousands of GB. Negative or
 * non-finite sizes give ''.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < SIZE_UNITS.KB) return `${Math.round(bytes)} B`;
  if (bytes < SIZE_UNITS.MB) return `${(bytes / SIZE_UNITS.KB).toFixed(2)} KB`;
  if (bytes < SIZE_UNITS.GB) return `${(bytes / SIZE_UNITS.MB).toFixed(2)} MB`;
  return `${(bytes / SIZE_UNITS.GB).toFixed(2)} GB`;
}
