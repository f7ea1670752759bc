import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ExternalLink, Play } from 'lucide-react';
import { youtubeLatestSchema, type PublicConfig, type SiteSettings, type YouTubeVideo } from '@mnch/shared';
import { SocialIcon } from '../../components/brand/social-icon';
import { Section } from '../../components/page';
import { InPlaceLink, Tabs, buttonClasses, type TabItem, NewTabLink } from '../../components/ui';
import { homeSocialCopy } from '../../content/home';
import { api } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { useAddressedSelection } from '../../lib/use-addressed-selection';
import { useHydrated } from '../../lib/use-hydrated';
import { FACEBOOK_LOAD_TIMEOUT_MS } from './home-constants';
import { SOCIAL_PARAM, SOCIAL_SECTION_ID, SOCIAL_TAB_IDS, socialTabHref, type SocialTabId } from './social-tabs';
import { TweetsFeed } from './tweets-feed';

const copy = homeSocialCopy;

type SocialAccounts = SiteSettings['social'];

/** The centre's account on a network (the site settings' social accounts), or undefined. */
function accountOn(accounts: SocialAccounts, network: 'x' | 'facebook' | 'youtube') {
  return accounts.find((s) => s.network === network);
}

/** A channel's uploads playlist (its id with UC replaced by UU). */
function uploadsPlaylist(channelId: string): string {
  return channelId.startsWith('UC') ? `UU${channelId.slice(2)}` : channelId;
}

/** The embed address of a channel's uploads playlist. */
export function uploadsPlaylistEmbedUrl(channelId: string): string {
  return `https://www.youtube-nocookie.com/embed/videoseries?list=${encodeURIComponent(uploadsPlaylist(channelId))}`;
}

/** The privacy-enhanced embed address of one video, playing at once (it is asked for by a click). */
export function videoEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}

/** The channel's uploads playlist on YouTube: where the play button leads before and without scripts. */
export function uploadsPlaylistUrl(channelId: string): string {
  return `https://www.youtube.com/playlist?list=${encodeURIComponent(uploadsPlaylist(channelId))}`;
}

/**
 * Social media tabs: YouTube (default), Twitter, and Facebook only when a page is configured. Each
 * feed is configurable and fails gracefully: no channel shows a card linking to the channel, the tweet feed has its
 * loading, error and empty states, and the Facebook page falls back to a link. Each tab is a link to
 * /?social=<tab>#social-media, which the server renders with that tab selected (social-tabs.ts); once
 * hydrated a click selects it in place (docs/no-script.md, "Controls"). The feeds need the scripts:
 * until they run, the Twitter and Facebook tabs link to the accounts.
 */
export function SocialMedia({ config, social }: { config?: PublicConfig; social: SocialAccounts }) {
  const channelId = config?.youtubeChannelId ?? '';
  const facebookUrl = config?.facebookPageUrl ?? '';
  const xAccount = accountOn(social, 'x');
  const twitterUsername = config?.twitterUsername || xAccount?.handle.replace(/^@/, '') || '';
  const hydrated = useHydrated();
  const [chosen, setChosen] = useAddressedSelection(SOCIAL_PARAM);
  // Feeds load the first time their tab opens.
  const [opened, setOpened] = useState<Record<string, boolean>>({});

  function onChange(id: string) {
    setChosen(id);
    setOpened((prev) => (prev[id] ? prev : { ...prev, [id]: true }));
  }

  const tab = (id: SocialTabId, icon: ReactNode, content: ReactNode): TabItem => ({
    id,
    href: socialTabHref(id),
    label: (
      <span className="inline-flex items-center gap-2">
        {icon}
        {copy.tabs[id]}
      </span>
    ),
    content,
  });
  // Facebook only when a page is configured; an unknown or unavailable tab is the first.
  const selected = SOCIAL_TAB_IDS.find((id) => id === chosen && (id !== 'facebook' || facebookUrl)) ?? SOCIAL_TAB_IDS[0];
  const isOpen = (id: SocialTabId) => id === selected || opened[id];
  const tabs: TabItem[] = [
    tab(
      'youtube',
      <SocialIcon network="youtube" className="size-4" />,
      <YouTubePanel channelId={channelId} youtube={accountOn(social, 'youtube')} load={hydrated && Boolean(isOpen('youtube'))} />,
    ),
    tab(
      'twitter',
      <SocialIcon network="x" className="size-3.5" />,
      !isOpen('twitter') ? null : hydrated ? (
        <TweetsFeed username={twitterUsername} />
      ) : (
        <AccountLink
          network="x"
          href={`https://x.com/${encodeURIComponent(twitterUsername)}`}
          text={copy.twitter.noScriptText}
          link={copy.twitter.followLink}
        />
      ),
    ),
  ];
  if (facebookUrl)
    tabs.push(
      tab(
        'facebook',
        <SocialIcon network="facebook" className="size-4" />,
        isOpen('facebook') ? <FacebookPanel pageUrl={facebookUrl} /> : null,
      ),
    );

  return (
    <Section id={SOCIAL_SECTION_ID} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <div className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <Tabs tabs={tabs} value={selected} onChange={onChange} label={copy.tabsLabel} />
        {facebookUrl ? null : (
          <p className="mt-6 flex items-center gap-2 border-t border-slate-100 pt-5 text-sm text-slate-600">
            <SocialIcon network="facebook" className="size-4 text-[#1877f2]" />
            {copy.facebook.comingSoon}
          </p>
        )}
      </div>
    </Section>
  );
}

/** A card with a link to one of the accounts: where a feed that cannot be shown here is read. */
function AccountLink({ network, href, text, link }: { network: 'x' | 'facebook'; href: string; text: string; link: string }) {
  return (
    <div className="rounded-2xl bg-slate-50 p-8 text-center ring-1 ring-slate-200">
      <SocialIcon network={network} className={network === 'x' ? 'mx-auto size-7 text-slate-900' : 'mx-auto size-8 text-[#1877f2]'} />
      <p className="mt-3 text-slate-700">{text}</p>
      <NewTabLink href={href} className={buttonClasses({ variant: 'secondary', className: 'mt-5' })}>
        {link}
        <ExternalLink aria-hidden="true" className="size-4" />
      </NewTabLink>
    </div>
  );
}

/**
 * The channel's latest video from GET /api/social/youtube (the server reads the channel's feed), once
 * `load` is true; null until then, and when the channel has none or its feed could not be read.
 */
function useLatestVideo(load: boolean): YouTubeVideo | null {
  const [video, setVideo] = useState<YouTubeVideo | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!load || asked.current) return;
    asked.current = true;
    api
      .get('/social/youtube', youtubeLatestSchema)
      .then((latest) => setVideo(latest.video))
      // The channel's uploads playlist stays in its place: the visitor still has videos to play.
      .catch(() => undefined);
  }, [load]);
  return video;
}

/**
 * The channel's player behind a facade: a play button in the player's box, replaced by YouTube's
 * privacy-enhanced frame (youtube-nocookie.com, playing at once) when pressed. It plays the latest
 * video (named on the button) once the API has told which it is, else the channel's uploads playlist.
 * Nothing is asked of YouTube before the click, so the page loads no third-party code, cookies,
 * images or requests on its own and stays usable offline. The button is a link to the video or the
 * playlist on YouTube, which it opens before and without scripts (docs/no-script.md).
 */
function YouTubePanel({ channelId, youtube, load }: { channelId: string; youtube?: SocialAccounts[number]; load: boolean }) {
  const [playing, setPlaying] = useState(false);
  const video = useLatestVideo(Boolean(channelId) && load);
  if (channelId) {
    const published = video?.published ? formatDate(video.published, 'short') : '';
    return (
      <div>
        <div className="aspect-video overflow-hidden rounded-2xl bg-slate-900 shadow-inner">
          {playing ? (
            <iframe
              src={video ? videoEmbedUrl(video.id) : `${uploadsPlaylistEmbedUrl(channelId)}&autoplay=1`}
              title={video ? `${video.title} (YouTube video)` : copy.youtube.iframeTitle}
              allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="size-full border-0"
            />
          ) : (
            <InPlaceLink
              href={video ? `https://www.youtube.com/watch?v=${encodeURIComponent(video.id)}` : uploadsPlaylistUrl(channelId)}
              onActivate={() => setPlaying(true)}
              data-video={video?.id}
              className="group relative flex size-full flex-col items-center justify-center gap-2 overflow-hidden bg-gradient-to-br from-slate-900 via-brand-950 to-brand-800 p-4 text-center text-white sm:gap-4 sm:p-6"
            >
              <span aria-hidden="true" className="absolute -right-16 -top-16 size-64 rounded-full bg-red-500/20 blur-3xl" />
              <span className="relative flex h-12 w-16 shrink-0 items-center justify-center rounded-2xl bg-red-600 shadow-lg transition-transform group-hover:scale-105 motion-reduce:transition-none sm:h-16 sm:w-24">
                <Play aria-hidden="true" className="size-7 fill-white sm:size-8" />
              </span>
              {video ? (
                <>
                  <span className="relative text-base font-semibold sm:text-xl">
                    <span className="sr-only">{copy.youtube.playVideo} </span>
                    <span className="line-clamp-2 max-w-2xl">{video.title}</span>
                  </span>
                  <span className="relative text-xs text-brand-50/90 sm:text-sm">
                    {published ? `${copy.youtube.latestVideo}, ${published}. ` : `${copy.youtube.latestVideo}. `}
                    {copy.youtube.playNote}
                  </span>
                </>
              ) : (
                <>
                  <span className="relative text-base font-semibold sm:text-xl">{copy.youtube.play}</span>
                  <span className="relative text-xs text-brand-50/90 sm:text-sm">{copy.youtube.playNote}</span>
                </>
              )}
            </InPlaceLink>
          )}
        </div>
        {youtube ? (
          <NewTabLink href={youtube.url} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-4' })}>
            <SocialIcon network="youtube" className="size-4 text-red-600" />
            {copy.youtube.subscribe}
          </NewTabLink>
        ) : null}
      </div>
    );
  }
  return (
    <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-slate-900 via-brand-950 to-brand-800 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
      <div aria-hidden="true" className="absolute -right-16 -top-16 size-64 rounded-full bg-red-500/20 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-20 -left-10 size-64 rounded-full bg-brand-400/20 blur-3xl" />
      <div className="relative mx-auto max-w-xl">
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-red-600 shadow-lg">
          <SocialIcon network="youtube" className="size-9" />
        </span>
        <h3 className="mt-6 text-2xl font-bold tracking-tight">{copy.youtube.fallbackTitle}</h3>
        <p className="mt-3 text-brand-50/90">{copy.youtube.fallbackText}</p>
        {youtube ? (
          <NewTabLink href={youtube.url} className={buttonClasses({ variant: 'inverse', size: 'lg', className: 'mt-8' })}>
            <SocialIcon network="youtube" className="size-5 text-red-600" />
            {copy.youtube.fallbackLink}
          </NewTabLink>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The Facebook page plugin in a frame; a plain link when it has not loaded within 5 seconds, and
 * before and without scripts (the plugin needs them).
 */
function FacebookPanel({ pageUrl }: { pageUrl: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  useEffect(() => {
    if (state !== 'loading') return;
    const timer = window.setTimeout(() => setState('failed'), FACEBOOK_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (!hydrated || state === 'failed') {
    return (
      <div className="mx-auto max-w-[500px]">
        <AccountLink network="facebook" href={pageUrl} text={copy.facebook.fallbackText} link={copy.facebook.fallbackLink} />
      </div>
    );
  }

  const src = `https://www.facebook.com/plugins/page.php?${new URLSearchParams({
    href: pageUrl,
    tabs: 'timeline',
    width: '500',
    height: '600',
    small_header: 'false',
    adapt_container_width: 'true',
    hide_cover: 'false',
    show_facepile: 'true',
  }).toString()}`;

  return (
    <div className="mx-auto max-w-[500px]">
      <div className="relative h-[600px] overflow-hidden rounded-2xl ring-1 ring-slate-200">
        {state === 'loading' ? (
          <div role="status" className="absolute inset-0 animate-pulse bg-slate-100 p-6">
            <span className="sr-only">{copy.facebook.loading}</span>
            <div aria-hidden="true" className="h-32 rounded-xl bg-slate-200" />
            <div aria-hidden="true" className="mt-4 h-4 w-2/3 rounded bg-slate-200" />
            <div aria-hidden="true" className="mt-2 h-4 w-1/2 rounded bg-slate-200" />
          </div>
        ) : null}
        <iframe
          src={src}
          title={copy.facebook.iframeTitle}
          loading="lazy"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          className="size-full border-0"
        />
      </div>
    </div>
  );
}
