import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BODY_LIMIT,
  REDACTED,
  isSecretKey,
  redactedBodyText,
} from '../../src/kernel/logs/redact-body';
import { parseUserAgent } from '../../src/modules/system/log/user-agent';

describe('request body redaction', () => {
  it('names secret keys by their look, in any case and spelling', () => {
    for (const key of [
      'password',
      'newPassword',
      'db_password',
      'PWD',
      'clientSecret',
      'access_token',
      'apiKey',
      'private-key',
      'Authorization',
      'credentials',
    ]) {
      assert.ok(isSecretKey(key), key);
    }
    for (const key of ['keyword', 'account', 'fullName', 'enCode', 'keys']) {
      assert.ok(!isSecretKey(key), key);
    }
  });

  it('replaces secrets at every depth and keeps the rest', () => {
    const text = redactedBodyText({
      account: 'a',
      source: { host: 'h', password: 'p', list: [{ token: 't', keep: 1 }] },
    });
    assert.deepEqual(JSON.parse(text), {
      account: 'a',
      source: { host: 'h', password: REDACTED, list: [{ token: REDACTED, keep: 1 }] },
    });
  });

  it('bounds the text and the walk whatever the body', () => {
    type Deep = { next?: Deep; password?: string };
    const deep: Deep = {};
    let node = deep;
    for (let i = 0; i < 1000; i++) {
      node.next = { password: 'p' };
      node = node.next;
    }
    const text = redactedBodyText({ deep, many: Array.from({ length: 100_000 }, (_, i) => i) });
    assert.ok(text.length <= BODY_LIMIT);
    assert.ok(!text.includes('"p"'));
    assert.equal(redactedBodyText(undefined), '');
  });
});

describe('user agent parsing', () => {
  const cases: [string, string, string][] = [
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      'Edge 120',
      'Windows 10',
    ],
    [
      'Mozilla/5.0 (Windows NT 6.1; rv:115.0) Gecko/20100101 Firefox/115.0',
      'Firefox 115',
      'Windows 7',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
      'Safari 17',
      'macOS 10.15.7',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44',
      'WeChat 8',
      'iOS 17.2',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S908B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/112.0.0.0 Mobile Safari/537.36',
      'Chrome 112',
      'Android 13',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
      'Opera 106',
      'Linux',
    ],
    [
      'Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko',
      'Internet Explorer 11',
      'Windows 7',
    ],
    ['curl/8.4.0', '', ''],
  ];
  for (const [ua, browser, os] of cases) {
    it(`${browser || 'nothing'} on ${os || 'nothing'}`, () => {
      assert.deepEqual(parseUserAgent(ua), { browser, os });
    });
  }
});
