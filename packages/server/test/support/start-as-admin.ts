import type { AppConfig } from '../../src/config';
import { ADMIN_PASSWORD, startApp, tokenFor, type Harness, type StartOptions } from './app-harness';

export interface AdminStart {
  h: Harness;
  /** A session token of the seeded administrator. */
  token: string;
}

/**
 * The preamble of the route tests: the real application on a fresh seeded database (startApp,
 * with the same overrides and options) and the seeded administrator signed in. When the sign-in
 * fails the application is closed before the error is passed on, so that a failing suite leaves
 * no database process behind.
 */
export async function startAppAsAdmin(
  overrides: Partial<AppConfig> = {},
  options: StartOptions = {},
): Promise<AdminStart> {
  const h = await startApp(overrides, options);
  try {
    return { h, token: await tokenFor(h.app, 'admin', ADMIN_PASSWORD) };
  } catch (error) {
    await h.close();
    throw error;
  }
}
