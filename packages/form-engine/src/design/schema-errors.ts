import type { Validator } from 'typebox/compile';
import type { TLocalizedValidationError } from 'typebox/error';

/** `/__config__/children/0` → `__config__.children[0]`, the way errors name a property. */
export function propertyPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part),
      '',
    );
}

function propertyOf(error: TLocalizedValidationError): string {
  const params = error.params as { additionalProperties?: string[]; requiredProperties?: string[] };
  const extra = params.additionalProperties?.[0] ?? params.requiredProperties?.[0];
  return propertyPath(extra === undefined ? error.instancePath : `${error.instancePath}/${extra}`);
}

/** The properties a value gets wrong, each once, the deepest only (at most `limit`). */
export function wrongProperties(validator: Validator, value: unknown, limit = 5): string[] {
  const found = [...new Set(validator.Errors(value).map(propertyOf))];
  const deepest = found.filter(
    (path) =>
      !found.some(
        (other) => other !== path && (other.startsWith(`${path}.`) || other.startsWith(`${path}[`)),
      ),
  );
  return deepest.slice(0, limit).map((path) => path || '(root)');
}
