import { Mail, Send } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { InPlaceLink, buttonClasses } from '../../components/ui';
import { subscribeCopy } from '../../content/media';
import type { FormFailure } from '../../lib/form-result';
import { useAddressedSelection } from '../../lib/use-addressed-selection';
import { MEDIA_SUBSCRIBE, closedHref, subscribeHref } from './subscribe-address';
import { SubscribeModal } from './subscribe-modal';

/**
 * The subscribe band at the bottom of the media page and its modal, wired to POST /newsletter/subscribe.
 * Its button is a link to the address that opens the modal (?subscribe=1), which the server renders
 * open, so it works before and without scripts; once hydrated it opens the modal in place. An island
 * (media.route.tsx): `posted` is the outcome of its form posted without scripts, if it failed.
 */
export function SubscribeBand({ posted }: { posted: FormFailure | null }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const [open, setOpen] = useAddressedSelection(MEDIA_SUBSCRIBE.param, [MEDIA_SUBSCRIBE.subscribedParam]);
  const href = subscribeHref(location.pathname, location.search);
  return (
    <section id={MEDIA_SUBSCRIBE.band} aria-labelledby="media-subscribe-title" className="scroll-mt-24 px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <div aria-hidden="true" className="absolute -left-20 -top-20 size-72 rounded-full bg-brand-400/20 blur-3xl" />
        <div className="relative">
          <Mail aria-hidden="true" className="mx-auto size-10 text-accent-300" />
          <h2 id="media-subscribe-title" className="mt-4 text-balance text-3xl font-bold tracking-tight sm:text-4xl">
            {subscribeCopy.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-pretty text-lg text-brand-50/90">{subscribeCopy.text}</p>
          <InPlaceLink
            href={href}
            onActivate={() => setOpen('1')}
            className={buttonClasses({ variant: 'inverse', size: 'lg', className: 'mt-8' })}
          >
            <Send aria-hidden="true" className="size-4" />
            {subscribeCopy.open}
          </InPlaceLink>
        </div>
      </div>
      <SubscribeModal
        open={open !== null}
        onClose={() => setOpen(null)}
        closeHref={closedHref(location.pathname, location.search)}
        action={href}
        sent={params.get(MEDIA_SUBSCRIBE.subscribedParam) === '1'}
        posted={posted}
      />
    </section>
  );
}
