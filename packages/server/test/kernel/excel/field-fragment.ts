import type { FormField } from '@mepm/contract';

/** A design fragment built by hand: only the keys a cell's conversion reads. */
export const field = (wyzxKey: string, props: Record<string, unknown> = {}): FormField =>
  ({
    __config__: { wyzxKey, label: wyzxKey },
    __vModel__: wyzxKey,
    ...props,
  }) as unknown as FormField;
