/** Cuts a text to `limit` characters and adds an ellipsis; shorter texts stay as they are. */
export function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit).trimEnd()}...`;
}
