import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({ INIT_CWD: '/srv/app' });
    assert.equal(config.port, 3000);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.dataDir, path.resolve('/srv/app', 'data'));
    assert.equal(config.sessionTtlHours, 12);
    assert.equal(config.loginFailureLimit, 5);
    assert.equal(config.loginAddressFailureLimit, 20);
    assert.equal(config.loginAccountFailureLimit, 10);
    assert.equal(config.trustProxy, 0);
    assert.deepEqual(config.hostOrigins, []);
    assert.equal(config.smsOutbox, undefined);
    assert.match(config.shellDist, /remote-shell[\\/]dist$/);
    assert.deepEqual(config.uploads, { limitMb: 2, perMinute: 30, quotaMb: 200, mapLimitMb: 5 });
  });

  it('reads the upload limits', () => {
    const config = loadConfig({
      UPLOAD_LIMIT_MB: '5',
      UPLOAD_RATE_LIMIT_PER_MINUTE: '10',
      UPLOAD_QUOTA_MB: '1024',
      MAP_UPLOAD_LIMIT_MB: '20',
    });
    assert.deepEqual(config.uploads, { limitMb: 5, perMinute: 10, quotaMb: 1024, mapLimitMb: 20 });
  });

  it('resolves relative paths against the folder npm was started in', () => {
    const config = loadConfig({
      INIT_CWD: '/srv/app',
      DATA_DIR: 'var/db',
      SMS_OUTBOX: 'sms.jsonl',
    });
    assert.equal(config.dataDir, path.resolve('/srv/app/var/db'));
    assert.equal(config.smsOutbox, path.resolve('/srv/app/sms.jsonl'));
  });

  it('reads the feedback address and the scan-login poll limit', () => {
    const config = loadConfig({
      FEEDBACK_EMAIL: ' feedback@example.com ',
      SCAN_LOGIN_POLLS_PER_MINUTE: '60',
    });
    assert.equal(config.feedbackEmail, 'feedback@example.com');
    assert.equal(config.scanLoginPollsPerMinute, 60);
    assert.equal(loadConfig({}).feedbackEmail, undefined);
    assert.equal(loadConfig({}).scanLoginPollsPerMinute, 1200);
    assert.throws(
      () => loadConfig({ FEEDBACK_EMAIL: 'not an address' }),
      /FEEDBACK_EMAIL must be an e-mail address/,
    );
  });

  it('reads the data-source key as hex or base64 and refuses any other value without echoing it', () => {
    const bytes = Buffer.alloc(32, 7);
    assert.deepEqual(loadConfig({ DATA_SOURCE_KEY: bytes.toString('hex') }).dataSourceKey, bytes);
    assert.deepEqual(
      loadConfig({ DATA_SOURCE_KEY: bytes.toString('base64') }).dataSourceKey,
      bytes,
    );
    assert.equal(loadConfig({}).dataSourceKey, undefined);
    for (const bad of [
      'short-secret-value',
      'ab'.repeat(31),
      Buffer.alloc(24).toString('base64'),
    ]) {
      assert.throws(
        () => loadConfig({ DATA_SOURCE_KEY: bad }),
        (error: Error) =>
          /DATA_SOURCE_KEY must be 32 bytes/.test(error.message) && !error.message.includes(bad),
      );
    }
  });

  it('reads host origins', () => {
    const config = loadConfig({ HOST_ORIGINS: 'https://a.example.com, http://localhost:8080/' });
    assert.deepEqual(config.hostOrigins, ['https://a.example.com', 'http://localhost:8080']);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses; true is one hop', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    assert.equal(trust('false'), 0);
    assert.equal(trust('true'), 1);
    assert.equal(trust('2'), 2);
    assert.deepEqual(trust('10.0.0.1, 10.1.0.0/16,fd00::/8, ::1, loopback'), [
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
    for (const bad of ['yes', '11', '10.0.0.0/33', '::/129', 'proxy.example.com', '10.0.0.1,']) {
      assert.throws(
        () => loadConfig({ TRUST_PROXY: bad }),
        (error: unknown) => error instanceof ConfigError && error.message.includes(`"${bad}"`),
        bad,
      );
    }
  });

  it('lists every bad value in one error', () => {
    assert.throws(
      () =>
        loadConfig({
          PORT: 'eighty',
          SESSION_TTL_HOURS: '0',
          HOST_ORIGINS: 'portal.example.com,https://ok.example.com/path',
          LOG_LEVEL: 'loud',
          DATABASE_URL: 'mysql://x',
          LOGIN_ADDRESS_FAILURE_LIMIT: '0',
          LOGIN_ACCOUNT_FAILURE_LIMIT: 'ten',
          UPLOAD_LIMIT_MB: '0',
          UPLOAD_RATE_LIMIT_PER_MINUTE: 'many',
          UPLOAD_QUOTA_MB: '1.5',
        }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        for (const name of [
          'PORT',
          'SESSION_TTL_HOURS',
          'portal.example.com',
          '/path',
          'LOG_LEVEL',
          'DATABASE_URL',
          'LOGIN_ADDRESS_FAILURE_LIMIT',
          'LOGIN_ACCOUNT_FAILURE_LIMIT',
          'UPLOAD_LIMIT_MB',
          'UPLOAD_RATE_LIMIT_PER_MINUTE',
          'UPLOAD_QUOTA_MB',
        ]) {
          assert.ok(error.message.includes(name), `${name} not reported in ${error.message}`);
        }
        return true;
      },
    );
  });
});
