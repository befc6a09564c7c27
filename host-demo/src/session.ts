// The host's own sign-in state, kept for the tab like a portal's session.
const TOKEN_KEY = 'host-demo:token';

export function storedToken(): string | undefined {
  return sessionStorage.getItem(TOKEN_KEY) ?? undefined;
}

export function storeToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
}

export function dropToken(): void {
  sessionStorage.removeItem(TOKEN_KEY);
}
