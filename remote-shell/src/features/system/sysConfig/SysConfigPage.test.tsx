import { screen, waitFor, within } from '@testing-library/react';
import type { SysConfig } from '@mepm/contract';
import { SYSTEM_SYS_CONFIG } from '@mepm/contract/paths';
import { bodySentTo, renderListPage, requestsTo, serveRoutes } from '../../../test/admin-page-kit';

const READ = `GET ${SYSTEM_SYS_CONFIG.config}`;
const SAVE = `PUT ${SYSTEM_SYS_CONFIG.config}`;

const CONFIG: SysConfig = {
  sysName: '机电项目管理',
  company: '某机电公司',
  copyright: '© 2026',
  loginAccount: true,
  loginScan: true,
  loginCode: false,
  passwordMinLength: 8,
  passwordExpiryDays: 90,
  sessionLifetimeHours: 12,
  uploadLimitAnnexMb: 2,
  uploadLimitImageMb: 2,
  smsSignName: '机电',
  smsGatewayUrl: 'https://sms.example.com/send',
  smsGatewayKeySet: true,
  feedbackEmail: '',
  interfaceAllowedHosts: '',
  defaultTheme: 'classic',
  defaultLanguage: 'zh',
};

const serve = () => serveRoutes({ [READ]: CONFIG, [SAVE]: null });
const renderPage = (user?: { isAdministrator: boolean }) =>
  renderListPage('/system/sysConfig', '基本信息', user ? { user } : undefined);
const field = (name: string) => screen.getByRole('textbox', { name });

describe('SysConfigPage', () => {
  // The first render loads the page's code; the form is long. A busy machine needs the time.
  jest.setTimeout(30_000);

  it('shows the settings and saves them, keeping the gateway key it never saw', async () => {
    const seen = serve();
    const { user } = await renderPage();
    expect(field('系统名称')).toHaveValue('机电项目管理');
    expect(screen.getByRole('checkbox', { name: '验证码登录' })).not.toBeChecked();
    expect(screen.getByText(/已设置，未修改/)).toBeInTheDocument();

    await user.clear(field('系统名称'));
    await user.click(field('系统名称'));
    await user.paste('新名称');
    await user.click(screen.getByRole('checkbox', { name: '验证码登录' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(requestsTo(seen, SAVE)).toHaveLength(1));
    const { smsGatewayKeySet: _set, ...rest } = CONFIG;
    expect(bodySentTo(seen, SAVE)).toEqual({ ...rest, sysName: '新名称', loginCode: true });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('sends a replaced gateway key', async () => {
    const seen = serve();
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: '更换密钥' }));
    await user.click(field('短信网关密钥'));
    await user.paste('new-key');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestsTo(seen, SAVE)).toHaveLength(1));
    expect(bodySentTo(seen, SAVE)).toMatchObject({ smsGatewayKey: 'new-key' });
  });

  it('refuses values out of range and no sign-in mode, sending nothing', async () => {
    const seen = serve();
    const { user } = await renderPage();
    await user.clear(field('密码最小长度'));
    await user.type(field('密码最小长度'), '5');
    const login = screen.getByRole('region', { name: '登录页' });
    await user.click(within(login).getByRole('checkbox', { name: '账号登录' }));
    await user.click(within(login).getByRole('checkbox', { name: '扫码登录' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(field('密码最小长度')).toHaveAccessibleDescription('请输入 6 到 16 之间的整数');
    expect(within(login).getByText('至少选择一种登录方式')).toBeInTheDocument();
    expect(requestsTo(seen, SAVE)).toHaveLength(0);

    // The prompt goes as soon as the field is valid again.
    await user.clear(field('密码最小长度'));
    await user.type(field('密码最小长度'), '10');
    expect(field('密码最小长度')).not.toHaveAccessibleDescription('请输入 6 到 16 之间的整数');
  });

  it('shows the settings read-only to someone who is not an administrator', async () => {
    serve();
    await renderPage({ isAdministrator: false });
    expect(screen.getByText('只有管理员可以修改系统配置')).toBeInTheDocument();
    expect(field('系统名称')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '更换密钥' })).not.toBeInTheDocument();
  });
});
