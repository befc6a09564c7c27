/** The message the shell posts when its session ends while embedded. */
export interface LoginRequired {
  type: 'shell:login-required';
  redirect: string;
}

/** The message the shell posts when the user logs out inside it. */
export interface LoggedOut {
  type: 'shell:logout';
}

export interface ShellMessageHandlers {
  onLoginRequired: (message: LoginRequired) => void;
  onLogout: (message: LoggedOut) => void;
}

function fieldsOf(data: unknown): Record<string, unknown> | null {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

/**
 * Calls the handler of each shell message from the given origins only: our own (qiankun and
 * Module Federation run the shell in this window) and the shell's (iframe).
 * Returns a function that stops listening.
 */
export function listenForShellMessages(
  allowedOrigins: () => readonly string[],
  handlers: ShellMessageHandlers,
): () => void {
  const listener = (event: MessageEvent<unknown>) => {
    const message = fieldsOf(event.data);
    if (!allowedOrigins().includes(event.origin) || !message) return;
    if (message.type === 'shell:login-required' && typeof message.redirect === 'string') {
      handlers.onLoginRequired({ type: message.type, redirect: message.redirect });
    } else if (message.type === 'shell:logout') {
      handlers.onLogout({ type: message.type });
    }
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}
