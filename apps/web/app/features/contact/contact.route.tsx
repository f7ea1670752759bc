import { Clock, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { NewTabLink } from '../../components/ui';
import type { Route } from './+types/contact.route';
import { EmailAddress } from '../../components/email-address';
import { PageHero, Section } from '../../components/page';
import { contactMap, openInMapsUrl } from '../../content/contact-map';
import { contactDetailsCopy as details, contactFormCopy, contactIntro } from '../../content/contact';
import { site } from '../../content/site';
import { introMeta } from '../../lib/meta';
import { useSiteSettings } from '../../lib/site-settings';
import { usePublicConfig } from '../../lib/public-config';
import { useFormFailure } from '../../lib/form-result';
import type { RouteHandle } from '../../lib/route-handle';
import { Island } from '../../islands/island';
import { CONTACT_FORM } from './contact-form-address';
import { INQUIRY_MESSAGES, contactInquirySchema, telHref } from '@mnch/shared';
import { handleFormPost } from '../../lib/form-action.server';

/** Served as islands: the contact form and the map are the two. */
export const handle: RouteHandle = { islands: true };

/** The contact form posted before or without scripts (contact-form.tsx sends it itself once they run). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleFormPost({
    posted: await request.formData(),
    form: CONTACT_FORM.name,
    schema: contactInquirySchema,
    send: (values) => context.write.sendInquiry(values),
    done: CONTACT_FORM.done,
    failed: INQUIRY_MESSAGES.sendFailed,
  });
}

export const meta: Route.MetaFunction = () => introMeta(contactIntro);

const card = 'flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';
const iconWrap = 'flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700';
const link = 'font-medium text-brand-700 underline-offset-4 hover:underline';

export default function ContactRoute() {
  const { address, phones, emails, officeHours, map } = useSiteSettings();
  const tileUrl = usePublicConfig()?.tileUrl ?? '';
  const posted = useFormFailure(CONTACT_FORM.name);
  const emailRows = [
    { label: details.general, address: emails.general },
    { label: details.careers, address: emails.careers },
  ].filter((row) => row.address);
  return (
    <>
      <PageHero eyebrow={contactIntro.eyebrow} title={contactIntro.heading} lead={contactIntro.lead} />
      <Section id="contact-details" eyebrow={details.eyebrow} title={details.title}>
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div className="grid content-start gap-4">
            <div className={card}>
              <span className={iconWrap}>
                <MapPin aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{details.address}</h3>
                <address className="mt-1 not-italic text-slate-600">
                  {site.name}
                  {[
                    address.building,
                    [address.street, address.poBox].filter(Boolean).join(', '),
                    [address.city, address.country].filter(Boolean).join(', '),
                  ]
                    .filter(Boolean)
                    .map((line) => (
                      <span key={line}>
                        <br />
                        {line}
                      </span>
                    ))}
                </address>
                <NewTabLink href={openInMapsUrl(map)} className={`${link} mt-3 inline-flex items-center gap-1`}>
                  {contactMap.openInMapsLabel}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </NewTabLink>
              </div>
            </div>
            <div className={card}>
              <span className={iconWrap}>
                <Phone aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{details.phone}</h3>
                <ul className="mt-1 space-y-1">
                  {phones.map((phone) => (
                    <li key={phone.number} className="text-slate-600">
                      {phones.length > 1 ? `${phone.label}: ` : null}
                      <a href={telHref(phone.number)} className={`${link} inline-block`}>
                        {phone.number}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
            <div className={card}>
              <span className={iconWrap}>
                <Mail aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">{details.email}</h3>
                {emailRows.map((row) => (
                  <p key={row.label} className="mt-1 text-slate-600">
                    {row.label}:{' '}
                    {/* Inline blocks: an address moves whole to the next line when it fits there, else wraps at its <wbr>s. */}
                    <a href={`mailto:${row.address}`} className={`${link} inline-block`}>
                      <EmailAddress address={row.address} />
                    </a>
                  </p>
                ))}
              </div>
            </div>
            <div className={card}>
              <span className={iconWrap}>
                <Clock aria-hidden="true" className="size-5" />
              </span>
              <div className="flex-1">
                <h3 className="font-semibold text-slate-900">{details.officeHours}</h3>
                <dl className="mt-1 space-y-1 text-slate-600">
                  {officeHours.map((row) => (
                    <div key={row.days} className="flex flex-wrap justify-between gap-x-4">
                      <dt>{row.days}</dt>
                      <dd className="font-medium text-slate-800">{row.hours}</dd>
                    </div>
                  ))}
                </dl>
                <p className="mt-3 text-sm text-slate-600">{site.replyPromise}</p>
              </div>
            </div>
          </div>
          <section
            id={CONTACT_FORM.anchor}
            aria-labelledby="contact-form-title"
            className="rounded-3xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8"
          >
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{contactFormCopy.eyebrow}</p>
            <h2 id="contact-form-title" className="mt-2 text-2xl font-bold tracking-tight text-slate-900">
              {contactFormCopy.title}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{contactFormCopy.intro}</p>
            <div className="mt-6">
              <Island name="contact-form" props={{ posted }} wake="interaction" />
            </div>
          </section>
        </div>
        <div className="mt-10">
          <Island name="contact-map" props={{ tileUrl, office: map, address }} />
        </div>
      </Section>
    </>
  );
}
