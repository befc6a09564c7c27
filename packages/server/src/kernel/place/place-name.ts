import type { Translate } from '../i18n/translate';

/** A sign-in's place names are translated into the reader's language. */
export function placeName(ipPlace: string, t: Translate): string {
  return t(ipPlace === 'local' ? 'placeLocal' : 'placeUnknown');
}
