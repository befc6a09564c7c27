import type { i18n, Resource } from 'i18next';

/**
 * The texts as the shell ships them, per i18next instance. The instance itself gets a copy:
 * overrides change that copy, so the composition (shared by every mount) and this record of the
 * shipped texts stay as they were.
 */
const shipped = new WeakMap<i18n, Resource>();

export function rememberShippedTexts(instance: i18n, resources: Resource): void {
  shipped.set(instance, resources);
}

/** The instance's texts before any override (its current resources if none were recorded). */
export function shippedTexts(instance: i18n): Resource {
  return shipped.get(instance) ?? instance.store.data;
}
