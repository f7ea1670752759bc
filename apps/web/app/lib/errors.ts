/** Was the work cancelled (an aborted fetch, a dismissed share sheet)? Read without assuming the caught value is an Error. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}
