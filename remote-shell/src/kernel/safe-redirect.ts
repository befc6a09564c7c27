/**
 * A `redirect` query value is only followed when it is a path inside the shell: an attacker's
 * link to /login?redirect=//evil.example must not send a freshly signed-in user elsewhere.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  return value;
}

export function loginPathFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}
