import { useCallback, useMemo } from 'react';
import { GENDERS, type GenderName } from '@mepm/contract/codes';
import { useDictionary, type DictionaryOption } from './use-dictionary';

/** The dictionary of genders (seeded with the product; its codes are the stored values). */
export const GENDER_DICTIONARY = 'gender';

const isGender = (value: string): value is GenderName =>
  (GENDERS as readonly string[]).includes(value);

/**
 * The gender options of the dictionary, limited to the values a user record stores, and the
 * name of a stored value (`fallback` while the dictionary is loading or lacks it).
 */
export function useGenderOptions(fallback: (gender: GenderName) => string) {
  const dictionary = useDictionary(GENDER_DICTIONARY);
  const options = useMemo(
    () =>
      dictionary.options.filter((option): option is DictionaryOption & { value: GenderName } =>
        isGender(option.value),
      ),
    [dictionary.options],
  );
  const { labelOf } = dictionary;
  const genderName = useCallback(
    (gender: GenderName) => {
      const label = labelOf(gender);
      return label === gender ? fallback(gender) : label;
    },
    [labelOf, fallback],
  );
  // Until the dictionary answers, the values a record stores keep the select usable.
  const shown = useMemo(
    () =>
      options.length > 0 ? options : GENDERS.map((value) => ({ value, label: fallback(value) })),
    [options, fallback],
  );
  return { options: shown, genderName };
}
