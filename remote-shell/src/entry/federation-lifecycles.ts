// Exposed to Module Federation hosts as `remote_shell/lifecycles`; they run the shell in their window.
import { createLifecycles } from './lifecycles';

export const { bootstrap, mount, unmount } = createLifecycles('federation');
