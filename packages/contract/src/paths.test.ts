import { fillPath, OAUTH } from './paths';

describe('fillPath', () => {
  it('fills and encodes every parameter', () => {
    expect(fillPath(OAUTH.sendSms, { mobile: '13800000000' })).toBe(
      '/api/oauth/sendSms/13800000000',
    );
    expect(fillPath('/api/x/:id/:name', { id: 7, name: 'a/b c' })).toBe('/api/x/7/a%2Fb%20c');
  });
  it('refuses to build a path with a missing parameter', () => {
    expect(() => fillPath(OAUTH.sendSms, {})).toThrow('Missing path parameter "mobile"');
  });
});
