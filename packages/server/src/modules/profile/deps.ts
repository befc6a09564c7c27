import type { Realtime } from '../../kernel/realtime/realtime';
import type { Db } from '../../db/client';
import type { LoginFailures } from '../../kernel/sign-in/login-failures';

/** What the current-user routes need from the application. */
export interface CurrentUserDeps {
  db: Db;
  now: () => Date;
  /** Changing the password checks the old one: it shares the sign-in failure limit. */
  failures: LoginFailures;
  /** The other sessions' sockets are told and closed when the password changes. */
  realtime: Realtime;
}
