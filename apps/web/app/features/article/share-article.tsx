import { Share2 } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui';
import { articleCopy } from '../../content/article';
import { shareLink } from '../../lib/share';

async function shareArticle(title: string, excerpt: string | null) {
  const outcome = await shareLink({ title, text: excerpt ?? undefined, url: window.location.href });
  if (outcome === 'shared') toast.success(articleCopy.shared);
  else if (outcome === 'copied') toast.success(articleCopy.copied);
  else if (outcome === 'failed') toast.error(articleCopy.shareFailed);
}

/** The article page's Share button (an island: islands/registry.ts): the share sheet, or the link copied. */
export function ShareArticle({ title, excerpt }: { title: string; excerpt: string | null }) {
  return (
    <Button variant="secondary" onClick={() => void shareArticle(title, excerpt)}>
      <Share2 aria-hidden="true" className="size-4" />
      {articleCopy.share}
    </Button>
  );
}
