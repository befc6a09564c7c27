import type { Language } from '../validate/messages';
import { formatText, type MessageParams } from '../text/format';
import { DESIGN_MESSAGES, type DesignMessageKey } from './messages';

/**
 * One problem of a design: where (`fields[2].__config__.children[0]`), which field (label and
 * type when the node has them) and what, as a message key with its params.
 */
export interface DesignError {
  path: string;
  label?: string;
  wyzxKey?: string;
  key: DesignMessageKey;
  params: MessageParams;
}

/** `标签（fields[2]）：message` in the caller's language. */
export function designErrorText(error: DesignError, language: Language): string {
  const message = formatText(DESIGN_MESSAGES[error.key][language], error.params);
  const where = error.label ? `${error.label} (${error.path})` : error.path;
  return language === 'en' ? `${where}: ${message}` : `${where}：${message}`;
}

/** Builds the errors of one node, naming it by its label and type when it has them. */
export function errorFor(node: unknown, path: string) {
  const config =
    typeof node === 'object' && node !== null
      ? (node as { __config__?: unknown }).__config__
      : undefined;
  const read = (name: string): string | undefined => {
    const value =
      typeof config === 'object' && config !== null
        ? (config as Record<string, unknown>)[name]
        : undefined;
    return typeof value === 'string' ? value.slice(0, 100) : undefined;
  };
  const label = read('label');
  const wyzxKey = read('wyzxKey');
  return (key: DesignMessageKey, params: MessageParams = {}, at: string = path): DesignError => ({
    path: at,
    ...(label !== undefined ? { label } : {}),
    ...(wyzxKey !== undefined ? { wyzxKey } : {}),
    key,
    params,
  });
}
