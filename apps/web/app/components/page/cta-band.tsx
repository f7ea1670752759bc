import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../ui';

interface CtaLink {
  label: string;
  to: string;
}

interface LinkPairProps {
  /** Two links: the first on white, the second outlined. */
  links: readonly [CtaLink, CtaLink];
  /** An arrow after the first link's label, or after both. */
  arrows?: 'first' | 'both' | undefined;
}

/** A call to action's two large links, on the green gradient. */
export function LinkPair({ links, arrows }: LinkPairProps) {
  return links.map((link, index) => (
    <ButtonLink key={link.label} to={link.to} variant={index === 0 ? 'inverse' : 'outline-inverse'} size="lg">
      {link.label}
      {arrows === 'both' || (arrows === 'first' && index === 0) ? <ArrowRight aria-hidden="true" className="size-5" /> : null}
    </ButtonLink>
  ));
}

interface CtaBandProps {
  title: string;
  text: string;
  /** The band's own buttons; or `links`. */
  actions?: ReactNode;
  links?: LinkPairProps['links'];
  arrows?: LinkPairProps['arrows'];
}

/** A closing call to action on the green gradient. */
export function CtaBand({ title, text, actions, links, arrows }: CtaBandProps) {
  return (
    <section aria-label={title} className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <div aria-hidden="true" className="absolute -left-20 -top-20 size-72 rounded-full bg-brand-400/20 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-24 -right-16 size-72 rounded-full bg-accent-400/15 blur-3xl" />
        <div className="relative">
          <h2 className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">{title}</h2>
          <p className="mx-auto mt-4 max-w-2xl text-pretty text-lg text-brand-50/90">{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {actions ?? (links ? <LinkPair links={links} arrows={arrows} /> : null)}
          </div>
        </div>
      </div>
    </section>
  );
}
