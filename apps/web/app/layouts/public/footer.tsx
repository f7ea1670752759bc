import { Link } from 'react-router';
import { NewTabLink } from '../../components/ui';
import { clsx } from 'clsx';
import { Clock, ExternalLink, Mail, MapPin, Phone, Rss } from 'lucide-react';
import { LogoLockup } from '../../components/brand/logo';
import { SocialIcon } from '../../components/brand/social-icon';
import { Island } from '../../islands/island';
import { siteYear, telHref } from '@mnch/shared';
import {
  footerAbout,
  footerCredit,
  footerLegalLinks,
  footerNewsletter,
  footerProgramLinks,
  footerQuickLinks,
  type FooterLink,
} from '../../content/footer';
import { site, siteFeed } from '../../content/site';
import { useSiteSettings } from '../../lib/site-settings';

const linkClass = 'rounded text-sm text-brand-100 transition-colors hover:text-white hover:underline underline-offset-4';

function FooterAnchor({ link }: { link: FooterLink }) {
  if (link.external) {
    return (
      <NewTabLink href={link.to} className={linkClass}>
        {link.label}
        <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px] opacity-70" />
      </NewTabLink>
    );
  }
  return (
    <Link to={link.to} className={linkClass}>
      {link.label}
    </Link>
  );
}

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.label}>
            <FooterAnchor link={link} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The public footer: the centre's address, contacts and social links (the site settings), and link lists (content/footer.ts, and the settings' footer links). */
export function Footer() {
  const { address, phones, emails, officeHours, social, footerLinks } = useSiteSettings();
  const phone = phones[0]?.number;
  const hours = officeHours[0];
  const externalLinks: FooterLink[] = footerLinks.map((link) => ({ label: link.label, to: link.url, external: true }));
  return (
    <footer className="relative overflow-hidden bg-brand-950 text-brand-100">
      <div aria-hidden="true" className="pointer-events-none absolute -right-32 -top-32 size-96 rounded-full bg-brand-700/30 blur-3xl" />
      {/* Bottom padding beyond the chat button (chat-assistant.tsx: 3.5rem high, 1rem from the bottom, 1.5rem
          from sm), so that at the end of the page it never covers the credit line. */}
      <div className="relative mx-auto max-w-7xl px-4 pb-24 pt-16 sm:px-6 sm:pb-28 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <Link to="/" className="inline-block rounded-lg" aria-label={`${site.name}, home`}>
              <LogoLockup tone="light" />
            </Link>
            <p className="mt-5 max-w-sm text-sm leading-relaxed text-brand-100">{footerAbout}</p>
            <address className="mt-6 space-y-3 text-sm not-italic">
              {address.building ? (
                <p className="flex gap-3">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
                  <span>
                    {address.building}
                    <br />
                    {[address.street, address.poBox].filter(Boolean).join(', ')}
                    {address.street || address.poBox ? <br /> : null}
                    {[address.city, address.country].filter(Boolean).join(', ')}
                  </span>
                </p>
              ) : null}
              {phone ? (
                <p className="flex items-center gap-3">
                  <Phone aria-hidden="true" className="size-4 shrink-0 text-accent-400" />
                  <a href={telHref(phone)} className={linkClass}>
                    {phone}
                  </a>
                </p>
              ) : null}
              {emails.general ? (
                <p className="flex items-center gap-3">
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-accent-400" />
                  {/* Unbroken: the column fits the address at every width (a <wbr> here, as on the contact page, would cost
                      every page's first JavaScript a chunk of its own: scripts/check-budgets.mjs). */}
                  <a href={`mailto:${emails.general}`} className={linkClass}>
                    {emails.general}
                  </a>
                </p>
              ) : null}
              {hours ? (
                <p className="flex items-center gap-3">
                  <Clock aria-hidden="true" className="size-4 shrink-0 text-accent-400" />
                  <span>
                    {hours.days}, {hours.hours}
                  </span>
                </p>
              ) : null}
            </address>
            {social.length ? (
              <ul className="mt-6 flex gap-3" aria-label="Social media">
                {social.map((account) => (
                  <li key={account.network}>
                    <a
                      href={account.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${site.shortName} on ${account.label} (opens in a new tab)`}
                      className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-400 hover:text-brand-950"
                    >
                      <SocialIcon network={account.network} className="size-4" />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>

          <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 lg:col-span-5">
            <LinkColumn title="Programmes" links={footerProgramLinks} />
            <LinkColumn title="Quick links" links={footerQuickLinks} />
            {externalLinks.length ? <LinkColumn title="Important links" links={externalLinks} /> : null}
          </div>

          <div className="lg:col-span-3">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{footerNewsletter.title}</h2>
            <p className="mt-4 text-sm leading-relaxed text-brand-100">{footerNewsletter.text}</p>
            <Island name="newsletter-form" props={{ tone: 'dark', label: 'Newsletter subscription', stacked: true, className: 'mt-5' }} />
            <p className="mt-5">
              <a href={siteFeed.path} type="application/rss+xml" className={clsx(linkClass, 'inline-flex items-center gap-2')}>
                <Rss aria-hidden="true" className="size-4 shrink-0 text-accent-400" />
                {footerNewsletter.feed}
              </a>
            </p>
          </div>
        </div>

        <div className="mt-14 flex flex-col gap-4 border-t border-white/10 pt-8 text-sm lg:flex-row lg:items-center lg:justify-between">
          {/* This year in the site's time zone (a page rendered on 31 December and hydrated on 1 January may differ, harmlessly). */}
          <p className="text-brand-100" suppressHydrationWarning>
            &copy; {siteYear()} {site.name}, {site.parent}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label="Legal">
            {footerLegalLinks.map((link) => (
              <li key={link.label}>
                <FooterAnchor link={link} />
              </li>
            ))}
          </ul>
          <p className="text-brand-100">
            {footerCredit.prefix}{' '}
            <NewTabLink href={footerCredit.builder.url} className="font-semibold text-white underline-offset-4 hover:underline">
              {footerCredit.builder.name}
            </NewTabLink>
          </p>
        </div>
      </div>
    </footer>
  );
}
