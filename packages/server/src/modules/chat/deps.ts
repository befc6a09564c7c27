import type { ModuleDeps } from '../../kernel/module';

/** What the chat socket and the conversation list need from the application. */
export type ChatDeps = Pick<ModuleDeps, 'db' | 'now' | 'realtime' | 'unreadNotices' | 'config'>;
