/** The message the shell posts when its session ends while embedded. */
export interface LoginRequired {
  type: 'shell:login-required';
  redirect: string;
}

function isLoginRequired(data: unknown): data is LoginRequired {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return message.type === 'shell:login-required' && typeof message.redirect === 'string';
}

/**
 * Calls `onLoginRequired` for `shell:login-required` messages from the given origins only: our own
 * (qiankun and Module Federation run the shell in this window) and the shell's (iframe).
 * Returns a function that stops listening.
 */
export function listenForLoginRequired(
  allowedOrigins: () => readonly string[],
  onLoginRequired: (message: LoginRequired) => void,
): () => void {
  const listener = (event: MessageEvent<unknown>) => {
    if (!allowedOrigins().includes(event.origin) || !isLoginRequired(event.data)) return;
    onLoginRequired(event.data);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}
