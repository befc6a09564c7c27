import { newId } from '../../ids';

const CODE_MAX = 50;
const NAME_MAX = 100;

/**
 * The id, code and name of a copy of a record with a unique code: the name gets the caller's
 * copy suffix (`nameOf`), the code `.c` and ten hex digits of the new id's random bits, cut to
 * stay within 50, so that copies made at once never share a code.
 */
export function copyNaming(
  original: { enCode: string; fullName: string },
  nameOf: (name: string) => string,
): { id: string; enCode: string; fullName: string } {
  const id = newId();
  const suffix = `.c${id.replace(/-/g, '').slice(-10)}`;
  return {
    id,
    enCode: `${original.enCode.slice(0, CODE_MAX - suffix.length)}${suffix}`,
    fullName: nameOf(original.fullName).slice(0, NAME_MAX),
  };
}
