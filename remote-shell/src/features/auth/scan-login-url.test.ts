import { scanLoginUrl } from './scan-login-url';

describe('scanLoginUrl', () => {
  it('points a standalone shell at its own confirm page, under its base path', () => {
    const options = { embed: 'standalone', apiBase: 'http://localhost' } as const;
    expect(scanLoginUrl({ ...options, basename: '/' }, 'ABCDE-FGHJK')).toBe(
      'http://localhost/scanLogin?code=ABCDE-FGHJK',
    );
    expect(scanLoginUrl({ ...options, basename: '/portal/shell/' }, 'ABCDE-FGHJK')).toBe(
      'http://localhost/portal/shell/scanLogin?code=ABCDE-FGHJK',
    );
  });

  it("points an embedded shell at the standalone shell on the shell's origin, not the host's", () => {
    expect(
      scanLoginUrl(
        { embed: 'qiankun', basename: '/portal/shell', apiBase: 'https://shell.example' },
        'ABCDE-FGHJK',
      ),
    ).toBe('https://shell.example/scanLogin?code=ABCDE-FGHJK');
  });
});
