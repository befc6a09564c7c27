import { validators } from './rules';

/**
 * The name rule for a name of several words, such as an English menu name ("Online users"): each
 * word follows the name rule and one space parts two words. No leading, trailing or doubled space.
 */
export function isNameOfWords(value: string): boolean {
  return value.split(' ').every((word) => validators.name(word));
}
