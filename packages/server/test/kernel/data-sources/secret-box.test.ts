/**
 * Data-source passwords at rest: AES-256-GCM with the key of DATA_SOURCE_KEY or of a key file
 * made once in the data folder (mode 0600), bound to the record it belongs to.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { createSecretBox, SECRET_KEY_FILE } from '../../../src/kernel/data-sources/secret-box';

describe('the secret box of data-source passwords', () => {
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(path.join(tmpdir(), 'secret-box-'));
    folders.push(made);
    return made;
  };
  after(() => folders.forEach((made) => rmSync(made, { recursive: true, force: true })));

  it('seals a password so that only its record opens it, differently every time', () => {
    const box = createSecretBox({ key: Buffer.alloc(32, 1), dataDir: folder() });
    const sealed = box.seal('p@ss wörd', 'source-1');
    assert.ok(!sealed.includes('p@ss'));
    assert.notEqual(box.seal('p@ss wörd', 'source-1'), sealed);
    assert.equal(box.open(sealed, 'source-1'), 'p@ss wörd');
    assert.throws(() => box.open(sealed, 'source-2'));
    const tampered = `${sealed.slice(0, -4)}AAAA`;
    assert.throws(() => box.open(tampered, 'source-1'));
    const otherKey = createSecretBox({ key: Buffer.alloc(32, 2), dataDir: folder() });
    assert.throws(() => otherKey.open(sealed, 'source-1'));
  });

  it('makes the key file once, readable by its owner only, and every box reads the same key', () => {
    const dataDir = folder();
    const first = createSecretBox({ key: undefined, dataDir });
    const sealed = first.seal('secret', 'id');
    const file = path.join(dataDir, SECRET_KEY_FILE);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    const key = readFileSync(file, 'utf8');
    const second = createSecretBox({ key: undefined, dataDir });
    assert.equal(second.open(sealed, 'id'), 'secret');
    second.seal('again', 'id');
    assert.equal(readFileSync(file, 'utf8'), key, 'the file is not rewritten');
  });

  it('makes no key file when the environment gives the key', () => {
    const dataDir = folder();
    createSecretBox({ key: Buffer.alloc(32, 3), dataDir }).seal('x', 'id');
    assert.throws(() => statSync(path.join(dataDir, SECRET_KEY_FILE)), /ENOENT/);
  });

  it('refuses a damaged key file with a message that says what to do', () => {
    const dataDir = folder();
    writeFileSync(path.join(dataDir, SECRET_KEY_FILE), 'not a key\n');
    const box = createSecretBox({ key: undefined, dataDir });
    assert.throws(() => box.seal('x', 'id'), /not 64 hex digits.*DATA_SOURCE_KEY/);
  });
});
