import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { clsx } from 'clsx';
import { Section } from '../../components/page';
import { whoWeAre } from '../../content/about';
import { useNativeDisclosure } from '../../lib/use-native-disclosure';

const toggleClasses =
  'mt-6 inline-flex cursor-pointer items-center gap-1.5 rounded-full bg-brand-50 px-5 py-2.5 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-100';
const moreClasses = 'mt-5 space-y-5 text-lg leading-relaxed text-slate-700';

/**
 * Who We Are with its Read More / Read Less toggle. Until the page hydrates
 * the toggle is a native <details> (it works without JavaScript); then a button below the text.
 */
export function WhoWeAre() {
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const { hydrated, ref } = useNativeDisclosure<HTMLDetailsElement>((details) => details.open && setExpanded(true));
  return (
    <Section id={whoWeAre.id} eyebrow={whoWeAre.eyebrow} title={whoWeAre.title}>
      <div className="grid gap-10 lg:grid-cols-12">
        <div className="lg:col-span-8">
          <div className="space-y-5 text-lg leading-relaxed text-slate-700">
            {whoWeAre.summary.map((p) => (
              <p key={p.slice(0, 32)}>{p}</p>
            ))}
          </div>
          {hydrated ? (
            <>
              <div id={moreId} hidden={!expanded} className={moreClasses}>
                <MoreText />
              </div>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={moreId}
                onClick={() => setExpanded((e) => !e)}
                className={toggleClasses}
              >
                {expanded ? whoWeAre.readLess : whoWeAre.readMore}
                <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', expanded && 'rotate-180')} />
              </button>
            </>
          ) : (
            <details ref={ref} className="group">
              <summary className={clsx(toggleClasses, 'list-none [&::-webkit-details-marker]:hidden')}>
                <span className="group-open:hidden">{whoWeAre.readMore}</span>
                <span className="hidden group-open:inline">{whoWeAre.readLess}</span>
                <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
              </summary>
              <div className={moreClasses}>
                <MoreText />
              </div>
            </details>
          )}
        </div>
        <aside aria-label="At a glance" className="lg:col-span-4">
          <dl className="divide-y divide-brand-100 rounded-3xl bg-gradient-to-br from-brand-50 to-white p-6 ring-1 ring-brand-100">
            {whoWeAre.highlights.map((item) => (
              <div key={item.label} className="flex flex-col py-4 first:pt-0 last:pb-0">
                <dt className="text-xs font-semibold uppercase tracking-wider text-brand-800">{item.label}</dt>
                <dd className="mt-1 text-lg font-semibold text-slate-900">{item.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </Section>
  );
}

function MoreText() {
  return whoWeAre.more.map((p) => <p key={p.slice(0, 32)}>{p}</p>);
}
