/** A textarea of one entry per line as a list: lines trimmed, blank ones dropped. */
export function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
