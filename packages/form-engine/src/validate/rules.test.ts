import fc from 'fast-check';
import { validators, RULE_NAMES } from './rules';
import { ruleMessages } from './messages';
import { validate } from './validate';

/** Builds an 18-character ID number with the correct check character for the given first 17. */
function withCheckCharacter(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(first17[i]), 0);
  return first17 + '10X98765432'[sum % 11];
}

describe('mobile', () => {
  it.each(['13800000000', '19912345678', '15000000001'])('accepts %s', (value) => {
    expect(validators.mobile(value)).toBe(true);
  });
  it.each(['12800000000', '1380000000', '138000000001', '2380000000a', ''])('rejects %s', (v) => {
    expect(validators.mobile(v)).toBe(false);
  });
});

describe('password', () => {
  it('needs both letters and digits, 6 to 16 long', () => {
    expect(validators.password('abc123')).toBe(true);
    expect(validators.password('a1'.repeat(8))).toBe(true);
    expect(validators.password('a1'.repeat(8) + 'x')).toBe(false);
    expect(validators.password('abcdef')).toBe(false);
    expect(validators.password('123456')).toBe(false);
    expect(validators.password('ab12!')).toBe(false);
    expect(validators.password('abc 123')).toBe(false);
  });
});

describe('idNumber', () => {
  it('accepts a number whose check character matches', () => {
    expect(validators.idNumber(withCheckCharacter('11010519491231002'))).toBe(true);
    expect(validators.idNumber('11010519491231002x')).toBe(true);
  });
  it('rejects a wrong check character and impossible birth dates', () => {
    const good = withCheckCharacter('44030419900101123');
    const wrongCheck = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    expect(validators.idNumber(wrongCheck)).toBe(false);
    expect(validators.idNumber(withCheckCharacter('44030419900230123'))).toBe(false);
    expect(validators.idNumber(withCheckCharacter('44030419901301123'))).toBe(false);
  });
  it('accepts every generated number with a real date and its check character', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100000, max: 999999 }),
        fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
        (area, birth, sequence) => {
          const ymd = birth.toISOString().slice(0, 10).replaceAll('-', '');
          const id = withCheckCharacter(`${area}${ymd}${String(sequence).padStart(3, '0')}`);
          return validators.idNumber(id);
        },
      ),
    );
  });
});

describe('the simpler patterns', () => {
  it('email', () => {
    expect(validators.email('li.lei@example.com.cn')).toBe(true);
    expect(validators.email('li.lei@example')).toBe(false);
    expect(validators.email('a b@example.com')).toBe(false);
  });
  it('licence plate, including new-energy plates', () => {
    expect(validators.licencePlate('粤B12345')).toBe(true);
    expect(validators.licencePlate('京AD12345')).toBe(true);
    expect(validators.licencePlate('粤BI2345')).toBe(false);
    expect(validators.licencePlate('XX12345')).toBe(false);
  });
  it('Chinese only, name, account, numeric code', () => {
    expect(validators.chineseOnly('机电工程')).toBe(true);
    expect(validators.chineseOnly('机电A')).toBe(false);
    expect(validators.name('张三Zhang3')).toBe(true);
    expect(validators.name('张三_')).toBe(false);
    expect(validators.account('admin01')).toBe(true);
    expect(validators.account('admin.01')).toBe(false);
    expect(validators.numericCode('007')).toBe(true);
    expect(validators.numericCode('7a')).toBe(false);
  });
  it('code: letters, digits and dots, no dot at either end', () => {
    expect(validators.code('sys.user.list')).toBe(true);
    expect(validators.code('a')).toBe(true);
    expect(validators.code('.sys')).toBe(false);
    expect(validators.code('sys.')).toBe(false);
    expect(validators.code('sys-user')).toBe(false);
  });
  it('duration: whole numbers or multiples of 0.5', () => {
    for (const ok of ['0', '1', '2.5', '10.0', '3.50']) expect(validators.duration(ok)).toBe(true);
    for (const bad of ['2.25', '-1', '1.', 'a', '0.55'])
      expect(validators.duration(bad)).toBe(false);
  });
  it('positive integer', () => {
    expect(validators.positiveInteger('1')).toBe(true);
    expect(validators.positiveInteger('0')).toBe(false);
    expect(validators.positiveInteger('01')).toBe(false);
    expect(validators.positiveInteger('1.5')).toBe(false);
  });
});

describe('validate', () => {
  it('returns null for a pass and the message in the caller language for a failure', () => {
    expect(validate('mobile', '13800000000', 'en')).toBeNull();
    expect(validate('mobile', '123', 'zh')).toBe('请输入正确的手机号码');
    expect(validate('mobile', '123', 'en')).toBe('Enter your phone number correctly');
    expect(validate('mobile', '123', 'zhtw', '自訂訊息')).toBe('自訂訊息');
  });
  it('has a non-empty message in every language for every rule', () => {
    for (const rule of RULE_NAMES) {
      for (const text of Object.values(ruleMessages[rule])) expect(text.length).toBeGreaterThan(0);
    }
  });
});
