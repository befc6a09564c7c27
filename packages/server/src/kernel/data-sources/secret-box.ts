import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The key file made in the data folder when DATA_SOURCE_KEY is not set. */
export const SECRET_KEY_FILE = 'data-source.key';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals and opens secrets (data-source passwords) with AES-256-GCM. `context` (the record's id)
 * is authenticated with the secret, so a sealed value copied to another record does not open.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** Throws when the value was not sealed with this key and context. */
  open(sealed: string, context: string): string;
}

export interface SecretKeySource {
  /** The key given by the environment; a key file is used without it. */
  key: Buffer | undefined;
  /** The folder of the key file. */
  dataDir: string;
}

/**
 * The box of this installation. Its key is read when first needed: from the environment, else
 * from the key file, which is made then (mode 0600) if it does not exist yet.
 */
export function createSecretBox(source: SecretKeySource): SecretBox {
  let key: Buffer | undefined = source.key;
  const keyOf = (): Buffer => (key ??= keyFromFile(path.join(source.dataDir, SECRET_KEY_FILE)));
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keyOf(), iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]);
      return `${VERSION}:${sealed.toString('base64')}`;
    },
    open(sealed, context) {
      const [version, data] = sealed.split(':');
      if (version !== VERSION || data === undefined) throw new Error('Not a sealed secret');
      const bytes = Buffer.from(data, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', keyOf(), bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plain = Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    },
  };
}

/**
 * Reads the key file, or makes it when absent. Made exclusively (`wx`): of two processes
 * starting at once, one writes and the other reads what it wrote.
 */
function keyFromFile(file: string): Buffer {
  try {
    return parseKeyFile(file, readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32);
  try {
    writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    // The process's umask may have narrowed the mode, never widened it; make it exactly 0600.
    chmodSync(file, 0o600);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseKeyFile(file, readFileSync(file, 'utf8'));
  }
}

function parseKeyFile(file: string, text: string): Buffer {
  const hex = text.trim();
  if (!/^[0-9a-f]{64}$/i.test(hex)) {
    throw new Error(
      `The data-source key file ${file} is not 64 hex digits: restore it, or set DATA_SOURCE_KEY`,
    );
  }
  return Buffer.from(hex, 'hex');
}
