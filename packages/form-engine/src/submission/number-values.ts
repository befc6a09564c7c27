import type { FormField } from '@mepm/contract';
import { fail, pass, type ValueCheck } from './value-check';

const decimalsOf = (value: number): number => {
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const decimals = (mantissa.split('.')[1] ?? '').length - Number(exponent);
  return Math.max(0, decimals);
};

interface Limits {
  min?: number;
  max?: number;
  precision?: number;
}

function inLimits(value: unknown, min?: number, max?: number, precision?: number): ValueCheck {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail('badType');
  if (min !== undefined && value < min) return fail('tooSmall', { limit: min });
  if (max !== undefined && value > max) return fail('tooLarge', { limit: max });
  if (precision !== undefined && decimalsOf(value) > precision) {
    return fail('tooManyDecimals', { limit: precision });
  }
  return pass(value);
}

/** Number and amount: a finite number within min and max, with at most `precision` decimals. */
export function checkNumber(field: FormField, value: unknown): ValueCheck {
  const { min, max, precision } = field as Limits;
  // An amount is money: two decimals unless the design says otherwise.
  const decimals = precision ?? (field.__config__.wyzxKey === 'amount' ? 2 : undefined);
  return inLimits(value, min, max, decimals);
}

/** A slider's value lies on its track, 0 to 100 unless set. */
export function checkSlider(field: FormField, value: unknown): ValueCheck {
  const { min = 0, max = 100 } = field as Limits;
  return inLimits(value, min, max);
}

/** A rating: 0 to `max` (5), whole stars or halves when `allowHalf`. */
export function checkRate(field: FormField, value: unknown): ValueCheck {
  const { max = 5, allowHalf } = field as { max?: number; allowHalf?: boolean };
  const checked = inLimits(value, 0, max);
  if (!checked.ok || typeof value !== 'number') return checked;
  const step = allowHalf ? 2 : 1;
  return Number.isInteger(value * step) ? checked : fail(allowHalf ? 'notHalf' : 'badFormat');
}

/** A switch stores its active or inactive value: 1 and 0 unless the design names others. */
export function checkSwitch(field: FormField, value: unknown): ValueCheck {
  const { activeValue = 1, inactiveValue = 0 } = field as {
    activeValue?: number | string;
    inactiveValue?: number | string;
  };
  return value === activeValue || value === inactiveValue ? pass(value) : fail('badChoice');
}
