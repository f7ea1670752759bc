// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tweet } from '@mnch/shared';

const get = vi.fn();
vi.mock('../../lib/api-client', () => ({ api: { get: (...args: unknown[]) => get(...args) } }));

const { TweetsFeed } = await import('./tweets-feed');

const tweet: Tweet = {
  id: '7',
  text: 'New study on newborn care',
  created_at: '2025-05-04T08:00:00.000Z',
  author: { name: 'MNCH Centre', username: 'MNCHCentre', profile_image_url: null },
};

beforeEach(() => {
  localStorage.clear();
  get.mockReset();
});
afterEach(cleanup);

describe('TweetsFeed', () => {
  it('shows Loading tweets... then the list, and caches a non-empty answer', async () => {
    get.mockResolvedValue({ configured: true, tweets: [tweet] });
    render(<TweetsFeed username="MNCHCentre" />);
    expect(screen.getByText('Loading tweets...')).toBeTruthy();
    expect(await screen.findByText('New study on newborn care')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/social/tweets', expect.anything(), expect.objectContaining({ query: { username: 'MNCHCentre' } }));
    const cached = JSON.parse(localStorage.getItem('tweets')!);
    expect(cached.tweets).toEqual([tweet]);
    expect(typeof cached.timestamp).toBe('number');
  });

  it('uses a fresh cache without calling the API', async () => {
    localStorage.setItem('tweets', JSON.stringify({ tweets: [tweet], timestamp: Date.now() }));
    render(<TweetsFeed username="MNCHCentre" />);
    expect(screen.getByText('New study on newborn care')).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });

  it('shows the empty state and does not cache an empty list', async () => {
    get.mockResolvedValue({ configured: true, tweets: [] });
    render(<TweetsFeed username="MNCHCentre" />);
    expect(await screen.findByText('No tweets to show.')).toBeTruthy();
    expect(localStorage.getItem('tweets')).toBeNull();
  });

  it('without a configured feed: a calm link to the account, no error and no retry', async () => {
    get.mockResolvedValue({ configured: false, tweets: [] });
    render(<TweetsFeed username="MNCHCentre" />);
    expect(await screen.findByText('Follow us on X for our latest updates.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Follow us on X/ }).getAttribute('href')).toBe('https://x.com/MNCHCentre');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(localStorage.getItem('tweets')).toBeNull();
  });

  it('when the feed fails: a polite note, not an alert, and tries again on request', async () => {
    get.mockRejectedValueOnce(new Error('502')).mockResolvedValueOnce({ configured: true, tweets: [tweet] });
    const user = userEvent.setup();
    render(<TweetsFeed username="MNCHCentre" />);
    expect(await screen.findByText(/cannot be shown just now/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Failed to load tweets.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('New study on newborn care')).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
