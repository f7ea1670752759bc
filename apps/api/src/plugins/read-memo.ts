import { PUBLIC_READ_MEMO_MAX_ENTRIES } from '@mnch/shared';
import { growingLru } from '../lib/growing-lru';
import { stillCurrent, type ContentKind, type ContentNow, type MadeAt } from './page-state';

/** The version of its kind of content it was read at, and until when it holds (as a kept page, plugins/page-cache.ts). */
interface Memo extends MadeAt {
  answer: Promise<unknown>;
}

/**
 * The public reads' answers (plugins/public-reads.ts) kept in memory under the same rule as the pages
 * they make (plugins/page-cache.ts): an answer holds while its kind of content has the version it was
 * read at and until the next scheduled change. Every page that misses the page cache renders its
 * layout, which reads the settings and the figures, and most of a list page's reads do not depend on
 * the visitor's search (a list's filter choices, the newest items): those are read once per change
 * instead of once per page, so a visitor's new search costs its own list query alone. Identical reads
 * at the same time share one answer; a failed read is not kept. Answers are shared between pages and
 * never changed by them (loaders only read them; React renders them). At most
 * PUBLIC_READ_MEMO_MAX_ENTRIES answers, least recently used first out.
 */
export function createReadMemo(now: () => number) {
  const memos = growingLru<string, Memo>(PUBLIC_READ_MEMO_MAX_ENTRIES);
  return {
    /** The kept answer of the read `key` of `kind` if it is still right for `content`, else `read()`'s, kept. */
    get(kind: ContentKind, key: string, content: ContentNow, read: () => Promise<unknown>): Promise<unknown> {
      const kept = memos.get(key);
      if (kept && stillCurrent(kept, content, now())) return kept.answer;
      const memo: Memo = { versions: { [kind]: content.versions[kind] }, validUntil: content.validUntil, answer: read() };
      memos.set(key, memo);
      memo.answer.catch(() => {
        if (memos.peek(key) === memo) memos.delete(key);
      });
      return memo.answer;
    },
    /** How many answers are held now. */
    get size(): number {
      return memos.size;
    },
  };
}

export type ReadMemo = ReturnType<typeof createReadMemo>;
