// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, TWEET_CACHE_MS, type Tweet } from '@mnch/shared';
import { countSequence, counterIncrement, nextCount } from './counter';
import { truncate } from './truncate';
import { readCachedTweets, writeCachedTweets } from './tweets-cache';
import { uploadsPlaylistEmbedUrl } from './social-media';
import { homeCounters } from '../../content/figures';
import { figureSet } from '../../lib/figures';

describe('impact counter maths', () => {
  it('adds the target divided by 100, rounded up', () => {
    expect(counterIncrement(20)).toBe(1);
    expect(counterIncrement(22)).toBe(1);
    expect(counterIncrement(100)).toBe(1);
    expect(counterIncrement(120000)).toBe(1200);
    expect(counterIncrement(150)).toBe(2);
  });

  it('never passes the target', () => {
    expect(nextCount(148, 150)).toBe(150);
    expect(nextCount(150, 150)).toBe(150);
    expect(countSequence(150).at(-1)).toBe(150);
    expect(countSequence(150)).toHaveLength(75);
  });

  it('reaches each home target within 100 steps of 20 ms', () => {
    // Figures of a test site (the site's own are data: GET /api/figures).
    const item = (key: 'yearsOfResearch' | 'countries' | 'publications' | 'livesSavedUganda', value: number) => ({
      id: 1,
      key,
      value,
      label: key,
      prefix: '',
      suffix: '+',
      plain: false,
      updatedAt: '2026-01-01T00:00:00.000Z',
      version: '"0"',
    });
    const set = figureSet([
      item('yearsOfResearch', 7),
      item('countries', 33),
      item('publications', 999),
      item('livesSavedUganda', 1_234_567),
    ]);
    expect(homeCounters(set).map((c) => c.value)).toEqual([7, 33, 999, 1_234_567]);
    for (const { value } of homeCounters(set)) {
      const steps = countSequence(value);
      expect(steps.at(-1)).toBe(value);
      expect(steps.length).toBeLessThanOrEqual(100);
    }
  });
});

describe('truncate', () => {
  const text = 'a'.repeat(90) + ' bbbbbbbbb ' + 'c'.repeat(80);
  it('keeps short texts as they are', () => {
    expect(truncate('short', 100)).toBe('short');
    expect(truncate('x'.repeat(100), 100)).toBe('x'.repeat(100));
  });
  it('cuts to the limit and adds an ellipsis', () => {
    expect(truncate(text, 100)).toBe(`${text.slice(0, 100)}...`);
    expect(truncate(text, 150).length).toBeLessThanOrEqual(153);
    expect(truncate('word '.repeat(40), 100)).toBe(`${'word '.repeat(20).trimEnd()}...`);
  });
});

describe('tweet cache', () => {
  const tweet: Tweet = {
    id: '1',
    text: 'Hello',
    created_at: '2025-01-01T00:00:00.000Z',
    author: { name: 'MNCH Centre', username: 'MNCHCentre', profile_image_url: null },
  };
  function memory() {
    const store = new Map<string, string>();
    return {
      store,
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
  }

  it('stores the list with a timestamp under "tweets" and reads it back within 15 minutes', () => {
    const storage = memory();
    writeCachedTweets(storage, [tweet], 1000);
    expect(JSON.parse(storage.store.get(STORAGE_KEYS.tweets)!)).toEqual({ tweets: [tweet], timestamp: 1000 });
    expect(readCachedTweets(storage, 1000 + TWEET_CACHE_MS - 1)).toEqual([tweet]);
  });

  it('ignores an expired, empty or broken cache', () => {
    const storage = memory();
    writeCachedTweets(storage, [tweet], 1000);
    expect(readCachedTweets(storage, 1000 + TWEET_CACHE_MS)).toBeNull();
    writeCachedTweets(storage, [], 1000);
    expect(readCachedTweets(storage, 1001)).toBeNull();
    storage.setItem(STORAGE_KEYS.tweets, '{not json');
    expect(readCachedTweets(storage, 1001)).toBeNull();
    expect(readCachedTweets(memory(), 1)).toBeNull();
  });
});

describe('social content', () => {
  it("embeds a channel's uploads playlist", () => {
    expect(uploadsPlaylistEmbedUrl('UCabc123')).toBe('https://www.youtube-nocookie.com/embed/videoseries?list=UUabc123');
  });
});
