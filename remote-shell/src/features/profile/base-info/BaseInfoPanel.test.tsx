import { screen, within } from '@testing-library/react';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import type { SeenRequest } from '../../../test/fetch-stub';
import { baseInfo, renderProfile } from '../profile-test-kit';

const BASE_INFO_PATH = '/api/permission/Users/Current/BaseInfo';

function isSave(request: SeenRequest) {
  return request.url.pathname === BASE_INFO_PATH && request.method === 'PUT';
}

describe('BaseInfoPanel', () => {
  it('shows the loaded base info', async () => {
    stubFetch(() =>
      envelope(
        200,
        baseInfo({
          prevLoginTime: new Date(2024, 0, 2, 3, 4, 5).getTime(),
          prevLoginIPAddress: '10.0.0.8',
          prevLoginIPAddressName: '上海',
        }),
      ),
    );
    renderProfile('baseInfo');

    expect(await screen.findByText('zhangsan')).toBeInTheDocument();
    expect(screen.getByText('张三')).toBeInTheDocument();
    expect(screen.getByText('男')).toBeInTheDocument();
    expect(screen.getByText('13800138000')).toBeInTheDocument();
    expect(screen.getByText('工程部')).toBeInTheDocument();
    expect(screen.getByText('2023-05-06 07:08:09')).toBeInTheDocument();
    expect(screen.getByText('2024-01-02 03:04:05，上海（10.0.0.8）')).toBeInTheDocument();
  });

  it('saves the edited fields, tells the user and shows the reloaded info', async () => {
    let saved = baseInfo();
    const seen = stubFetch((request) => {
      if (isSave(request)) {
        saved = { ...saved, ...(JSON.parse(request.body) as object) };
        return envelope(200, null);
      }
      return envelope(200, saved);
    });
    const { user, store } = renderProfile('baseInfo');
    await user.click(await screen.findByRole('button', { name: '编辑' }));

    const name = screen.getByRole('textbox', { name: '姓名' });
    await user.clear(name);
    await user.type(name, '张三丰');
    await user.click(screen.getByRole('combobox', { name: '性别' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '女' }));
    await user.clear(screen.getByRole('textbox', { name: '手机号码' }));
    await user.type(screen.getByRole('textbox', { name: '手机号码' }), '13912345678');
    await user.clear(screen.getByRole('textbox', { name: '电子邮箱' }));
    await user.type(screen.getByRole('textbox', { name: '个性签名' }), '实干兴邦');
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('保存成功');
    const save = seen.find(isSave);
    expect(save?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(save?.body ?? '')).toEqual({
      realName: '张三丰',
      gender: 'female',
      mobile: '13912345678',
      email: '',
      signature: '实干兴邦',
    });
    expect(await screen.findByText('张三丰')).toBeInTheDocument();
    expect(screen.getByText('实干兴邦')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    // The top bar reads the session's user info: it shows the new name without a reload.
    expect(store.getState().session.userInfo?.userName).toBe('张三丰');
  });

  it('refuses an incorrect mobile number and e-mail before sending', async () => {
    const seen = stubFetch(() => envelope(200, baseInfo()));
    const { user } = renderProfile('baseInfo');
    await user.click(await screen.findByRole('button', { name: '编辑' }));

    const mobile = screen.getByRole('textbox', { name: '手机号码' });
    await user.clear(mobile);
    await user.type(mobile, '12345678901');
    const email = screen.getByRole('textbox', { name: '电子邮箱' });
    await user.clear(email);
    await user.type(email, 'zhangsan@example');
    await user.clear(screen.getByRole('textbox', { name: '姓名' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(mobile).toHaveAccessibleDescription('请输入正确的手机号码');
    expect(email).toHaveAccessibleDescription('请输入正确的邮箱');
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveAccessibleDescription('请输入姓名');
    expect(seen.filter(isSave)).toHaveLength(0);
  });

  it('keeps the form and shows the server message when the save is refused', async () => {
    stubFetch((request) =>
      isSave(request) ? envelope(400, null, '手机号码已被使用') : envelope(200, baseInfo()),
    );
    const { user, store } = renderProfile('baseInfo');
    await user.click(await screen.findByRole('button', { name: '编辑' }));
    await user.clear(screen.getByRole('textbox', { name: '姓名' }));
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '李四');
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('手机号码已被使用');
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('李四');
    expect(store.getState().session.userInfo?.userName).toBe('张三');
  });

  it('speaks English', async () => {
    stubFetch(() => envelope(200, baseInfo()));
    const { user } = renderProfile('baseInfo', 'en');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.clear(mobile);
    await user.type(mobile, '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(mobile).toHaveAccessibleDescription('Enter your phone number correctly');
  });
});
