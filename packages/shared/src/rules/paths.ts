/**
 * True when a site path could step out of where it points once a browser or server decodes it: a `.`
 * or `..` segment, also percent-encoded (`%2e%2e`, `..%2f`), a backslash, or encoding that does not decode.
 */
export function hasDotSegments(value: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return true;
  }
  if (decoded.includes('\\')) return true;
  return decoded.split(/[/?#]/).some((segment) => segment === '.' || segment === '..');
}
