/**
 * Whether a name is one every plain object already has (`constructor`, `toString`, `__proto__`):
 * a key so named reads the prototype where it is missing, and code that copies objects key by
 * key may set the prototype instead of a property.
 */
export const isReservedName = (name: string): boolean => name in Object.prototype;
