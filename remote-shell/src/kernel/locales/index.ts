import type { Language } from '@mepm/contract/codes';
import type { Messages } from './zh';
import { zh } from './zh';
import { zhtw } from './zhtw';
import { en } from './en';
import { areas } from './areas';

export { defineMessages } from './define';

/** The texts of the shell itself: the core ones and every area's, without the features'. */
export type KernelTexts = Messages & {
  readonly [K in keyof typeof areas]: (typeof areas)[K]['zh'];
};

const core: Record<Language, Messages> = { zh, zhtw, en };

/** The shell's own texts in one language. */
export function kernelTexts(language: Language): KernelTexts {
  const areaTexts = Object.fromEntries(
    Object.entries(areas).map(([key, texts]) => [key, texts[language]]),
  );
  // Object.fromEntries loses the keys' types; `areas` holds exactly these keys in every language.
  return {
    ...core[language],
    ...(areaTexts as { [K in keyof typeof areas]: (typeof areas)[K]['zh'] }),
  };
}
