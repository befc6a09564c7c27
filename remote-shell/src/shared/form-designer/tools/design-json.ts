import type { FormDesign } from '@mepm/contract';
import { checkFormDesign, MAX_DESIGN_CHARS, type DesignError } from '@mepm/form-engine';

/**
 * The longest text read as a design. The engine's limit counts the design's compact JSON; the
 * editor shows it indented, which makes a deep design several times longer. Past this the text
 * is not even parsed; under it, the check still holds the compact JSON to MAX_DESIGN_CHARS.
 */
export const MAX_DESIGN_TEXT_CHARS = 4 * MAX_DESIGN_CHARS;

export type TextRefusal = { ok: false; problem: 'tooLarge' | 'notJson' };

export type DesignReading =
  | { ok: true; design: FormDesign }
  | TextRefusal
  | { ok: false; problem: 'refused'; errors: DesignError[] };

/** The JSON value of a text, refused unparsed when it is too long. */
export function parseJsonText(text: string): { ok: true; value: unknown } | TextRefusal {
  if (text.length > MAX_DESIGN_TEXT_CHARS) return { ok: false, problem: 'tooLarge' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, problem: 'notJson' };
  }
}

/** A design typed or imported as JSON: given back only when the form engine's check passes it. */
export function readDesignJson(text: string): DesignReading {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return parsed;
  const checked = checkFormDesign(parsed.value);
  return checked.ok ? checked : { ok: false, problem: 'refused', errors: checked.errors };
}
