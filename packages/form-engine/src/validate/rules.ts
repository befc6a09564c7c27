/**
 * The named validation rules (docs/reference/field-rules.md). Each is a pure predicate over the
 * text a person typed; the shell checks as the user types and the server checks again on every
 * request.
 */

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Mainland resident ID: 18 characters with a valid birth date and check character. */
function isIdNumber(value: string): boolean {
  const match = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dXx]$/.exec(value);
  if (!match) return false;
  if (!isRealDate(Number(match[1]), Number(match[2]), Number(match[3]))) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return ID_CHECK_CHARS[sum % 11] === value[17]?.toUpperCase();
}

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
// Letters I and O are never used on plates; new-energy plates have six characters after the city.
const PLATE = new RegExp(
  `^[${PROVINCES}][A-HJ-NP-Z](?:[A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]|[DF][A-HJ-NP-Z0-9]{5}|[A-HJ-NP-Z0-9]{5}[DF])$`,
);

const HAN = '\\u4e00-\\u9fa5';
// Built once: the server runs these on every field of every submission.
const CHINESE_ONLY = new RegExp(`^[${HAN}]+$`);
const NAME = new RegExp(`^[${HAN}A-Za-z0-9]+$`);

export const validators = {
  mobile: (value: string) => /^1[3-9]\d{9}$/.test(value),
  password: (value: string) => /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/.test(value),
  idNumber: isIdNumber,
  email: (value: string) =>
    value.length <= 254 &&
    /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/.test(
      value,
    ),
  licencePlate: (value: string) => PLATE.test(value),
  chineseOnly: (value: string) => CHINESE_ONLY.test(value),
  code: (value: string) => /^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$/.test(value),
  account: (value: string) => /^[A-Za-z0-9]+$/.test(value),
  name: (value: string) => NAME.test(value),
  numericCode: (value: string) => /^\d+$/.test(value),
  duration: (value: string) => /^\d+(?:\.[05]0*)?$/.test(value),
  positiveInteger: (value: string) => /^[1-9]\d*$/.test(value),
} satisfies Record<string, (value: string) => boolean>;

export type RuleName = keyof typeof validators;

export const RULE_NAMES = Object.keys(validators) as RuleName[];
