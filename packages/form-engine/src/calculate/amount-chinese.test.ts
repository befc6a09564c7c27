import { describe, expect, it } from '@jest/globals';
import { amountInChinese } from './amount-chinese';

describe('amountInChinese', () => {
  it.each([
    [1234.5, '壹仟贰佰叁拾肆元伍角'],
    [0, '零元整'],
    [100, '壹佰元整'],
    [10010, '壹万零壹拾元整'],
    [100001, '壹拾万零壹元整'],
    [100000000, '壹亿元整'],
    [1000010000, '壹拾亿零壹万元整'],
    [100000001, '壹亿零壹元整'],
    [1.05, '壹元零伍分'],
    [1.5, '壹元伍角'],
    [0.5, '零元伍角'],
    [0.05, '零元伍分'],
    [10.01, '壹拾元零壹分'],
    [1.2345, '壹元贰角叁分肆厘伍毫'],
    [999999999999.99, '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    ['2003', '贰仟零叁元整'],
  ])('%p reads %s', (value, text) => {
    expect(amountInChinese(value)).toBe(text);
  });

  it('gives nothing for negative or non-numeric input', () => {
    for (const value of [-1, 'abc', '', null, undefined, NaN, Infinity, {}]) {
      expect(amountInChinese(value)).toBe('');
    }
  });

  it('refuses more than 12 integer digits in the caller language', () => {
    expect(amountInChinese(1e12)).toBe('金额过大无法计算');
    expect(amountInChinese(1e12, 'en')).toBe('The amount is too large to calculate');
    expect(amountInChinese(999999999999)).not.toBe('金额过大无法计算');
  });

  it('writes the traditional forms for zhtw', () => {
    expect(amountInChinese(30002, 'zhtw')).toBe('參萬零貳元整');
  });
});
