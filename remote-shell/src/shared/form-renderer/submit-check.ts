import type { FormDesign, FormValues } from '@mepm/contract';
import { validateSubmission, type Language } from '@mepm/form-engine';
import type { RenderMode } from './field-props';

export type SubmitCheck =
  { ok: true; values: FormValues } | { ok: false; errors: { path: string; message: string }[] };

/** The engine names a cell `table[2].column`; the form state calls it `table.2.column`. */
export const formPathOf = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

/**
 * The last check before a submit: the form engine's `validateSubmission`, the very check the
 * server runs, so what the browser sends is what the server accepts. It also returns the values
 * to send: hidden, ungranted and server-filled fields left out, assignments applied.
 */
export function checkSubmission(
  design: FormDesign,
  values: FormValues,
  options: { language: Language; mode: RenderMode; grants?: ReadonlySet<string> },
): SubmitCheck {
  const result = validateSubmission(design, values, {
    language: options.language,
    mode: options.mode === 'create' ? 'create' : 'update',
    writableFields: options.grants,
  });
  if (result.ok) return result;
  return {
    ok: false,
    errors: result.errors.map((error) => ({
      path: formPathOf(error.field),
      message: error.message,
    })),
  };
}
