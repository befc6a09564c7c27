import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (packages/server). This file sits one level below it both as a
 * source file (src/) and bundled into dist/main.js, so the same relative step finds it in both.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
