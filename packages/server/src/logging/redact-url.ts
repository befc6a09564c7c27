/**
 * A query parameter whose value signs someone in or names encrypted content: `token=`,
 * `access_token=`, `encryption=`, also when a parameter such as `redirect=` carries a
 * percent-encoded URL holding one (`%3Ftoken%3D…`).
 */
const SECRET_PARAMETER =
  /((?:^|[?&;]|%3F|%26)[\w.-]*?(?:token|encryption)[\w.-]*?(?:=|%3D))(?:(?!%26)[^&;#\s])*/gi;

/** The URL with the values of secret parameters replaced, for logs. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMETER, '$1[redacted]');
}
