import { createHash } from 'node:crypto';

/** Inline `<script>` elements (no `src`), with their attributes and text. */
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script>/gi;
const HAS_SRC = /\ssrc\s*=/i;
/** Data blocks the browser never runs (structured data): the policy needs nothing for them. */
const DATA_TYPE = /\stype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * The CSP source expressions ('sha256-…') of every inline script a rendered page runs, in order, each
 * once. Hashes take the place of a per-response nonce, so a page is the same bytes for every visitor and
 * can be kept by this server's page cache and by a shared cache in front (decision 17).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attributes) || DATA_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy with `sources` added to its script-src directive (unchanged when it has none or no sources). */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (!sources.length) return policy;
  return policy.replace(
    /(^|;)(\s*script-src\s[^;]*)/,
    (_match, start: string, directive: string) => `${start}${directive.trimEnd()} ${sources.join(' ')}`,
  );
}
