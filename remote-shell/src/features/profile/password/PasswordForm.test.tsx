import { screen } from '@testing-library/react';
import { md5 } from 'js-md5';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderProfile } from '../profile-test-kit';

const MODIFY_PATH = '/api/permission/Users/Current/Actions/ModifyPassword';

/** The requests of the form, without the password policy every password form reads. */
const POLICY_PATH = '/api/system/SysConfig/LoginPage';
const sent = <R extends { url: URL }>(seen: readonly R[]) =>
  seen.filter((request) => request.url.pathname !== POLICY_PATH);

/** Password inputs have no textbox role; their label is the accessible name. */
function field(name: string) {
  return screen.getByLabelText(new RegExp(`^${name}`));
}

describe('PasswordForm', () => {
  it('asks for all three passwords', async () => {
    const all = stubFetch(() => envelope(200, null));
    const { user } = renderProfile('password');
    await user.click(await screen.findByRole('button', { name: '确定修改' }));

    expect(field('旧密码')).toHaveAccessibleDescription('请输入旧密码');
    expect(field('新密码')).toHaveAccessibleDescription('请输入新密码');
    expect(field('确认密码')).toHaveAccessibleDescription('请再次输入新密码');
    expect(sent(all)).toHaveLength(0);
  });

  it('refuses a new password that breaks the rule or differs from its confirmation', async () => {
    const all = stubFetch(() => envelope(200, null));
    const { user } = renderProfile('password');
    await user.type(await screen.findByLabelText(/^旧密码/), 'old123');
    await user.type(field('新密码'), 'abcdefg');
    await user.type(field('确认密码'), 'abcdefh');
    await user.click(screen.getByRole('button', { name: '确定修改' }));

    expect(field('新密码')).toHaveAccessibleDescription('密码须为6-16位字母和数字的组合');
    expect(field('确认密码')).toHaveAccessibleDescription('两次输入的密码不一致');

    await user.clear(field('新密码'));
    await user.type(field('新密码'), 'abc12345678901234');
    await user.click(screen.getByRole('button', { name: '确定修改' }));
    expect(field('新密码')).toHaveAccessibleDescription('密码须为6-16位字母和数字的组合');
    expect(sent(all)).toHaveLength(0);
  });

  it('sends both passwords as md5, then tells the user and empties the form', async () => {
    const all = stubFetch(() => envelope(200, null));
    const { user } = renderProfile('password');
    await user.type(await screen.findByLabelText(/^旧密码/), 'old123');
    await user.type(field('新密码'), 'new456abc');
    await user.type(field('确认密码'), 'new456abc');
    await user.click(screen.getByRole('button', { name: '确定修改' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '密码修改成功，下次登录请使用新密码',
    );
    expect(sent(all)).toHaveLength(1);
    expect(sent(all)[0]?.url.pathname).toBe(MODIFY_PATH);
    expect(sent(all)[0]?.method).toBe('POST');
    expect(JSON.parse(sent(all)[0]?.body ?? '')).toEqual({
      oldPassword: md5('old123'),
      password: md5('new456abc'),
    });
    expect(field('旧密码')).toHaveValue('');
    expect(field('新密码')).toHaveValue('');
  });

  it('keeps the input when the server refuses the old password', async () => {
    stubFetch(() => envelope(400, null, '旧密码错误'));
    const { user } = renderProfile('password');
    await user.type(await screen.findByLabelText(/^旧密码/), 'wrong1');
    await user.type(field('新密码'), 'new456abc');
    await user.type(field('确认密码'), 'new456abc');
    await user.click(screen.getByRole('button', { name: '确定修改' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('旧密码错误');
    expect(field('旧密码')).toHaveValue('wrong1');
  });

  it('speaks traditional Chinese', async () => {
    stubFetch(() => envelope(200, null));
    const { user } = renderProfile('password', 'zhtw');
    await user.type(await screen.findByLabelText(/^新密碼/), '123456');
    await user.click(screen.getByRole('button', { name: '確定修改' }));

    expect(field('新密碼')).toHaveAccessibleDescription('密碼須為6-16位字母和數字的組合');
  });

  it('holds the new password to the minimum length the server publishes', async () => {
    const all = stubFetch(({ url }) =>
      url.pathname === POLICY_PATH ? envelope(200, { passwordMinLength: 10 }) : envelope(200, null),
    );
    const { user } = renderProfile('password');
    await user.type(await screen.findByLabelText(/^旧密码/), 'old12345');
    await user.type(field('新密码'), 'abc12345');
    await user.type(field('确认密码'), 'abc12345');
    await user.click(screen.getByRole('button', { name: '确定修改' }));
    expect(field('新密码')).toHaveAccessibleDescription('密码长度不能少于10位');
    expect(sent(all)).toHaveLength(0);
  });
});
