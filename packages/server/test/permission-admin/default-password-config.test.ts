import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config';

describe('DEFAULT_USER_PASSWORD', () => {
  it('defaults to a password that passes the password rule', () => {
    assert.equal(loadConfig({}).defaultUserPassword, 'Mepm123456');
    assert.equal(
      loadConfig({ DEFAULT_USER_PASSWORD: 'Start2024' }).defaultUserPassword,
      'Start2024',
    );
  });

  it('refuses a default that breaks the password rule', () => {
    assert.throws(
      () => loadConfig({ DEFAULT_USER_PASSWORD: '123456' }),
      (error: unknown) =>
        error instanceof ConfigError && /DEFAULT_USER_PASSWORD must be 6-16/.test(error.message),
    );
  });
});
