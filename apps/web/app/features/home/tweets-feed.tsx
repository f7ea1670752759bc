import { useEffect, useState } from 'react';
import { ExternalLink, MessageSquareOff, RotateCw } from 'lucide-react';
import { SOCIAL_MESSAGES, tweetsSchema, type Tweet } from '@mnch/shared';
import { SocialIcon } from '../../components/brand/social-icon';
import { Button, Spinner, buttonClasses, NewTabLink } from '../../components/ui';
import { homeSocialCopy } from '../../content/home';
import { api } from '../../lib/api-client';
import { readCachedTweets, writeCachedTweets } from './tweets-cache';
import { formatDate } from '../../lib/dates';

type FeedState = { status: 'loading' } | { status: 'error' } | { status: 'unconfigured' } | { status: 'ready'; tweets: Tweet[] };

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '@'
  );
}

/**
 * The centre's latest posts from GET /api/social/tweets: loading, the list, empty, or a calm card
 * linking to the account when the site has no feed (`configured: false`) or the feed could not be
 * read (with Try again). A non-empty answer is kept in localStorage for 15 minutes.
 */
export function TweetsFeed({ username }: { username: string }) {
  // Rendered only in the browser (the tab's first opening), so the cache can be read right away.
  const [state, setState] = useState<FeedState>(() => {
    const cached = readCachedTweets(window.localStorage, Date.now());
    return cached ? { status: 'ready', tweets: cached } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const profileUrl = `https://x.com/${encodeURIComponent(username)}`;
  const needsFetch = state.status === 'loading';

  useEffect(() => {
    if (!needsFetch) return;
    const controller = new AbortController();
    api
      .get('/social/tweets', tweetsSchema, { query: { username }, signal: controller.signal })
      .then(({ configured, tweets }) => {
        if (!configured) return setState({ status: 'unconfigured' });
        if (tweets.length > 0) writeCachedTweets(window.localStorage, tweets, Date.now());
        setState({ status: 'ready', tweets });
      })
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [needsFetch, username, attempt]);

  function retry() {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }

  if (state.status === 'loading') {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
        <Spinner className="size-5 text-brand-600" />
        {SOCIAL_MESSAGES.loading}
      </div>
    );
  }

  if (state.status === 'unconfigured' || state.status === 'error') {
    const copy = homeSocialCopy.twitter;
    return (
      <div className="flex flex-col items-center rounded-2xl bg-slate-50 px-6 py-12 text-center ring-1 ring-slate-200">
        <SocialIcon network="x" className="size-7 text-slate-900" />
        <p role="status" className="mt-3 max-w-md text-slate-700">
          {state.status === 'error' ? copy.unavailable : copy.unconfigured}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <NewTabLink href={profileUrl} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {copy.followLink}
            <ExternalLink aria-hidden="true" className="size-4" />
          </NewTabLink>
          {state.status === 'error' ? (
            <Button variant="ghost" size="sm" onClick={retry}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </Button>
          ) : null}
        </div>
      </div>
    );
  }

  if (state.tweets.length === 0) {
    return (
      <div role="status" className="flex flex-col items-center rounded-2xl bg-slate-50 px-6 py-12 text-center ring-1 ring-slate-200">
        <MessageSquareOff aria-hidden="true" className="size-8 text-slate-500" />
        <p className="mt-3 font-medium text-slate-700">{SOCIAL_MESSAGES.empty}</p>
      </div>
    );
  }

  return (
    <div>
      <ul className="grid gap-4 md:grid-cols-2">
        {state.tweets.map((tweet) => {
          const date = formatDate(tweet.created_at, 'short');
          return (
            <li key={tweet.id} className="flex flex-col rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  {initials(tweet.author.name)}
                </span>
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">{tweet.author.name}</p>
                  <p className="truncate text-sm text-slate-600">@{tweet.author.username}</p>
                </div>
              </div>
              <p className="mt-3 flex-1 whitespace-pre-line break-words text-[15px] leading-relaxed text-slate-700">{tweet.text}</p>
              <div className="mt-4 flex items-center justify-between text-sm">
                {date ? (
                  <time dateTime={tweet.created_at} className="text-slate-600">
                    {date}
                  </time>
                ) : (
                  <span />
                )}
                <a
                  href={`https://x.com/${encodeURIComponent(tweet.author.username)}/status/${encodeURIComponent(tweet.id)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-700 hover:text-brand-900"
                >
                  {homeSocialCopy.twitter.viewPost}
                  <span className="sr-only"> by {tweet.author.name} (opens in a new tab)</span>
                </a>
              </div>
            </li>
          );
        })}
      </ul>
      <NewTabLink href={profileUrl} className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}>
        <SocialIcon network="x" className="size-3.5" />
        {homeSocialCopy.twitter.followLink}
      </NewTabLink>
    </div>
  );
}
