import { useState } from 'react';
import { Mail, Send } from 'lucide-react';
import { dialogIsland } from '../../components/island';
import { Button } from '../../components/ui';
import { subscribeCopy } from '../../content/media';

const SubscribeModal = dialogIsland(() => import('./subscribe-modal').then((m) => m.SubscribeModal));

/** The subscribe band at the bottom of the media page and its modal, wired to POST /newsletter/subscribe. */
export function SubscribeBand() {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="media-subscribe-title" className="px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <div aria-hidden="true" className="absolute -left-20 -top-20 size-72 rounded-full bg-brand-400/20 blur-3xl" />
        <div className="relative">
          <Mail aria-hidden="true" className="mx-auto size-10 text-accent-300" />
          <h2 id="media-subscribe-title" className="mt-4 text-balance text-3xl font-bold tracking-tight sm:text-4xl">
            {subscribeCopy.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-pretty text-lg text-brand-50/90">{subscribeCopy.text}</p>
          <Button variant="inverse" size="lg" className="mt-8" onClick={() => setOpen(true)} aria-haspopup="dialog">
            <Send aria-hidden="true" className="size-4" />
            {subscribeCopy.open}
          </Button>
        </div>
      </div>
      <SubscribeModal open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
