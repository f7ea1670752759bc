import { youtubeVideoSchema, type YouTubeVideo } from '@mnch/shared';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of an XML element's content: entities and character references decoded, CDATA unwrapped. */
function xmlText(raw: string): string {
  return raw
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
      }
      return ENTITIES[name] ?? match;
    })
    .trim();
}

function element(xml: string, name: string): string | undefined {
  const match = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`).exec(xml);
  return match ? xmlText(match[1]!) : undefined;
}

/**
 * The newest video of a channel's feed (YouTube's Atom feed, https://www.youtube.com/feeds/videos.xml?channel_id=…):
 * the first `<entry>` with a `<yt:videoId>`. Null when the answer is not such a feed; `{ video: null }` when it
 * lists no videos.
 */
export function latestVideo(xml: string): { video: YouTubeVideo | null } | null {
  if (!/<feed[\s>]/.test(xml)) return null;
  for (const [, entry] of xml.matchAll(/<entry(?:\s[^>]*)?>([\s\S]*?)<\/entry>/g)) {
    const published = element(entry!, 'published');
    const time = published ? Date.parse(published) : Number.NaN;
    const video = youtubeVideoSchema.safeParse({
      id: element(entry!, 'yt:videoId'),
      title: (element(entry!, 'title') ?? '').slice(0, 300),
      published: Number.isNaN(time) ? '' : new Date(time).toISOString(),
    });
    if (video.success) return { video: video.data };
  }
  return { video: null };
}
