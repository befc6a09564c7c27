import type { Language } from '../validate/messages';
import type { Texts } from '../text/format';

/**
 * An amount in Chinese capitals as written on cheques and invoices (SPEC §5): 1234.5 →
 * 壹仟贰佰叁拾肆元伍角, 100 → 壹佰元整. Zeros inside the number read once as 零 (10010 →
 * 壹万零壹拾元整), a zero jiao before fen reads 零 (1.05 → 壹元零伍分), and 整 closes an amount
 * without decimals. The traditional forms are used for zhtw; English readers get the simplified
 * ones, the form every Chinese invoice uses.
 */

export const AMOUNT_TOO_LARGE: Texts = {
  zh: '金额过大无法计算',
  zhtw: '金額過大無法計算',
  en: 'The amount is too large to calculate',
};

/** SPEC §9: at most 12 integer digits. */
export const AMOUNT_MAX_INTEGER_DIGITS = 12;

interface Glyphs {
  digits: string;
  small: [string, string, string, string];
  groups: [string, string, string];
  yuan: string;
  decimals: [string, string, string, string];
  whole: string;
}

const SIMPLIFIED: Glyphs = {
  digits: '零壹贰叁肆伍陆柒捌玖',
  small: ['', '拾', '佰', '仟'],
  groups: ['', '万', '亿'],
  yuan: '元',
  decimals: ['角', '分', '厘', '毫'],
  whole: '整',
};

const TRADITIONAL: Glyphs = {
  ...SIMPLIFIED,
  digits: '零壹貳參肆伍陸柒捌玖',
  groups: ['', '萬', '億'],
  decimals: ['角', '分', '釐', '毫'],
};

/** The digits of a non-negative amount, to 4 decimals, without exponent notation. */
function digitsOf(amount: number): { integer: string; decimals: string } {
  const [integer = '0', decimals = ''] = amount.toFixed(4).split('.');
  return { integer, decimals: decimals.replace(/0+$/, '') };
}

function integerPart(integer: string, glyphs: Glyphs): string {
  if (/^0*$/.test(integer)) return glyphs.digits[0] ?? '';
  let text = '';
  let zeroPending = false;
  const length = integer.length;
  for (let i = 0; i < length; i += 1) {
    const digit = Number(integer[i]);
    const position = length - 1 - i;
    if (digit === 0) {
      zeroPending = true;
    } else {
      if (zeroPending && text !== '') text += glyphs.digits[0];
      zeroPending = false;
      text += `${glyphs.digits[digit]}${glyphs.small[position % 4]}`;
    }
    // A group of four closes with 万 or 亿 when it holds a digit other than zero.
    if (position % 4 === 0 && position > 0) {
      const group = integer.slice(Math.max(0, i - 3), i + 1);
      if (!/^0+$/.test(group)) text += glyphs.groups[position / 4];
    }
  }
  return text;
}

/** Jiao to hao; a zero reads 零 once between two digits (1.05 → 壹元零伍分, 1.50 → 壹元伍角). */
function decimalPart(decimals: string, glyphs: Glyphs, afterDigit: boolean): string {
  let text = '';
  let zeroPending = false;
  for (let i = 0; i < decimals.length; i += 1) {
    const digit = Number(decimals[i]);
    if (digit === 0) {
      zeroPending = true;
      continue;
    }
    if (zeroPending && (text !== '' || afterDigit)) text += glyphs.digits[0];
    zeroPending = false;
    text += `${glyphs.digits[digit]}${glyphs.decimals[i]}`;
  }
  return text;
}

/**
 * The capitals of `value` (a number or numeric text); '' for negative or non-numeric input, the
 * translated 'amount too large' message beyond 12 integer digits.
 */
export function amountInChinese(value: unknown, language: Language = 'zh'): string {
  const amount =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(amount) || amount < 0) return '';
  if (Math.trunc(amount).toString().length > AMOUNT_MAX_INTEGER_DIGITS)
    return AMOUNT_TOO_LARGE[language];
  const glyphs = language === 'zhtw' ? TRADITIONAL : SIMPLIFIED;
  const { integer, decimals } = digitsOf(amount);
  const head = `${integerPart(integer, glyphs)}${glyphs.yuan}`;
  return decimals === ''
    ? `${head}${glyphs.whole}`
    : `${head}${decimalPart(decimals, glyphs, !/^0*$/.test(integer))}`;
}
