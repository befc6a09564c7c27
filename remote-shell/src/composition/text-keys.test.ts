import type { TextKey, TextName, TextPrefix } from '../kernel/i18n/text-key';
import { createShellI18n } from '../kernel/i18n/create-i18n';
import { composeFeatures } from './compose-features';
import { FEATURES } from './features';

// Each `@ts-expect-error` line is half of the test: `tsc -b` fails when it typechecks; at run time
// the same wrong key shows as itself, which is what the typecheck keeps from users.
const i18n = createShellI18n(composeFeatures(FEATURES).resources, 'en');

describe('typed text keys', () => {
  it('t() takes the keys of the shell and of every feature', () => {
    expect(i18n.t('common.confirm')).toBe('OK');
    expect(i18n.t('permission.onlineUser.title')).toBe('Online users');
  });

  it('t() refuses a key the texts lack', () => {
    // @ts-expect-error: no such text
    expect(i18n.t('common.confirmed')).toBe('common.confirmed');
    // @ts-expect-error: a group of texts is not a text
    expect(i18n.t('common')).toMatch(/returned an object/);
  });

  it('a value typed as a key is checked like one', () => {
    const key: TextKey = 'auth.validation.accountRequired';
    expect(i18n.t(key)).toBe('Please enter the account');
    // @ts-expect-error: the sign-in texts live under the auth feature now
    const moved: TextKey = 'validation.accountRequired';
    expect(i18n.t(moved)).toBe('validation.accountRequired');
  });

  it('a prefix must have every suffix asked for', () => {
    const titles: TextPrefix<'add' | 'edit'> = 'permission.role.titles';
    expect(i18n.t(`${titles}.edit`)).toBe('Edit role');
    // @ts-expect-error: the role's fields have no `add`
    const fields: TextPrefix<'add' | 'edit'> = 'permission.role.fields';
    expect(i18n.t(`${fields}.add`)).toBe('permission.role.fields.add');
  });

  it('a name under a prefix must be one of its texts', () => {
    const field: TextName<'profile.fields'> = 'account';
    expect(i18n.t(`profile.fields.${field}`)).toBe('Account');
    // @ts-expect-error: no such field
    const unknown: TextName<'profile.fields'> = 'accounts';
    expect(i18n.t(`profile.fields.${unknown}`)).toBe('profile.fields.accounts');
  });
});
