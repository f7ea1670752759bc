/** Rich text as plain text: block tags become spaces, other markup vanishes, common entities decoded. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|li|ul|ol|h[1-6]|br|hr|tr|td|th|blockquote|pre|table)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text cut to `max` characters plus an ellipsis ("...") when longer. */
export function previewText(html: string | null | undefined, max: number): string {
  const text = plainText(html);
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}
