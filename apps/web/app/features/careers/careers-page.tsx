import { useLocation, useSearchParams } from 'react-router';
import { ArrowRight, GraduationCap, Mail, UserPlus } from 'lucide-react';
import { CAREERS_INTEREST, type Job } from '@mnch/shared';
import { NewsletterForm } from '../../components/newsletter-form';
import { CtaBand, FeatureGrid, PageHero, Section } from '../../components/page';
import { Dialog, InPlaceLink, buttonClasses, MarkedList } from '../../components/ui';
import {
  ALL_PATHWAYS,
  applyHref,
  careersActions,
  careersCta,
  careersIntro,
  howToApply,
  internshipCopy,
  jobsCopy,
  pathwaysCopy,
  type CareerPathway,
  type PathwayFilter,
} from '../../content/careers';
import { parsePathwayFilter } from './filter-jobs';
import { JOB_PARAM, JobList } from './job-list';
import { PathwayCards } from './pathway-cards';
import { scrollBehavior } from '../../lib/motion';
import { addressWith, useAddressedSelection } from '../../lib/use-addressed-selection';
import type { FormFailure } from '../../lib/form-result';
import { TALENT_FORMS, talentHref as talentAddress } from './talent-form';

/** The query parameter that holds the Open Positions filter (shareable, back button works). */
const FILTER_PARAM = 'pathway';
/**
 * The query parameter naming the details dialog the page opens: a pathway's id, or the internship
 * programme. The server renders the page with it open, so Learn More works without JavaScript.
 */
const DETAILS_PARAM = 'details';
const INTERNSHIP_DETAILS = 'internship-programme';

/**
 * The careers page: hero, pathways (#pathways) with Learn More dialogs,
 * Open Positions (#jobs) filtered by pathway with a View Details dialog, How to Apply, internships,
 * and a closing call to action. Applying is a mail link to the careers address (the site settings'
 * careers email). An island (careers.route.tsx): the dialogs, the filter and the links that open them
 * share the address, so the page is one.
 */
export function CareersPage({
  jobs,
  careersEmail,
  posted = null,
}: {
  jobs: Job[];
  careersEmail: string;
  /** What the talent network's form posted without scripts came back with, if it failed. */
  posted?: FormFailure | null;
}) {
  const apply = howToApply(careersEmail);
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const filter = parsePathwayFilter(searchParams.get(FILTER_PARAM));
  const [details, setDetails] = useAddressedSelection(DETAILS_PARAM);
  const internshipOpen = details === INTERNSHIP_DETAILS;
  const closeDetails = () => setDetails(null);
  const [talent, setTalent] = useAddressedSelection(TALENT_FORMS.param);
  const talentOpen = talent !== null;
  const talentHref = (open: boolean) => talentAddress(location.pathname, location.search, open);
  const detailsHref = (id: string | null, hash = `#${pathwaysCopy.id}`) =>
    addressWith(location.pathname, location.search, DETAILS_PARAM, id, hash);

  /** The page filtered by `next`, at the list (no dialog open). */
  function filterHref(next: PathwayFilter) {
    const params = new URLSearchParams(searchParams);
    params.delete(DETAILS_PARAM);
    params.delete(JOB_PARAM);
    if (next === ALL_PATHWAYS) params.delete(FILTER_PARAM);
    else params.set(FILTER_PARAM, next);
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}#${jobsCopy.id}`;
  }

  function setFilter(next: PathwayFilter) {
    const params = new URLSearchParams(searchParams);
    // The list is below any open dialog: showing it closes one the address opened.
    params.delete(DETAILS_PARAM);
    if (next === ALL_PATHWAYS) params.delete(FILTER_PARAM);
    else params.set(FILTER_PARAM, next);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  }

  function showOpenings(pathway: CareerPathway) {
    if (pathway.filter) setFilter(pathway.filter);
    // After the dialog has closed and returned focus: go to the list.
    window.setTimeout(() => {
      document.getElementById(jobsCopy.id)?.scrollIntoView({ behavior: scrollBehavior() });
      document.querySelector<HTMLElement>(`#${jobsCopy.id} [aria-current="true"]`)?.focus({ preventScroll: true });
    }, 0);
  }

  return (
    <>
      <PageHero
        eyebrow={careersIntro.eyebrow}
        title={careersIntro.heading}
        lead={careersIntro.lead}
        actions={
          <>
            {/* Plain links to the page's sections: the browser scrolls to them (the island router only updates the address). */}
            <a href={careersActions.pathways.to} className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
              {careersActions.pathways.label}
            </a>
            <a href={careersActions.jobs.to} className={buttonClasses({ variant: 'outline-inverse', size: 'lg' })}>
              {careersActions.jobs.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
          </>
        }
      />

      <Section id={pathwaysCopy.id} eyebrow={pathwaysCopy.eyebrow} title={pathwaysCopy.title} intro={pathwaysCopy.intro}>
        <PathwayCards
          careersEmail={careersEmail}
          openId={details}
          onOpenChange={setDetails}
          hrefFor={(id) => detailsHref(id)}
          openingsHref={(pathway) =>
            `${location.pathname}?${new URLSearchParams(pathway.filter ? { [FILTER_PARAM]: pathway.filter } : {})}#${jobsCopy.id}`
          }
          onShowOpenings={showOpenings}
        />
      </Section>

      <Section id={jobsCopy.id} tone="muted" eyebrow={jobsCopy.eyebrow} title={jobsCopy.title} intro={jobsCopy.intro}>
        <JobList jobs={jobs} filter={filter} onFilterChange={setFilter} filterHref={filterHref} />
      </Section>

      <Section id={apply.id} eyebrow={apply.eyebrow} title={apply.title} intro={apply.intro}>
        <FeatureGrid items={apply.steps} columns={4} numbered />
        <a href={`mailto:${apply.email}`} className={buttonClasses({ variant: 'secondary', className: 'mt-8' })}>
          <Mail aria-hidden="true" className="size-4" />
          {apply.email}
        </a>

        <div className="mt-12 flex flex-col gap-6 rounded-3xl bg-gradient-to-br from-brand-50 to-white p-6 ring-1 ring-brand-100 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex max-w-2xl items-start gap-4">
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white sm:flex">
              <GraduationCap aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="text-xl font-semibold text-slate-900">{internshipCopy.title}</h3>
              <p className="mt-2 text-slate-600">{internshipCopy.text}</p>
            </div>
          </div>
          <InPlaceLink
            href={detailsHref(INTERNSHIP_DETAILS, `#${apply.id}`)}
            onActivate={() => setDetails(INTERNSHIP_DETAILS)}
            className={buttonClasses({ size: 'lg', className: 'shrink-0' })}
          >
            {internshipCopy.button}
            <ArrowRight aria-hidden="true" className="size-5" />
          </InPlaceLink>
        </div>
      </Section>

      <CtaBand
        title={careersCta.title}
        text={careersCta.text}
        actions={
          <>
            <a href={careersCta.browse.to} className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
              {careersCta.browse.label}
            </a>
            <InPlaceLink
              href={talentHref(true)}
              onActivate={() => setTalent('1')}
              aria-haspopup="dialog"
              className={buttonClasses({ variant: 'outline-inverse', size: 'lg' })}
            >
              <UserPlus aria-hidden="true" className="size-5" />
              {careersCta.talentNetwork.label}
            </InPlaceLink>
          </>
        }
      />

      <Dialog
        open={internshipOpen}
        onClose={closeDetails}
        closeHref={detailsHref(null, `#${apply.id}`)}
        title={internshipCopy.dialogTitle}
        description={internshipCopy.dialogIntro}
        size="lg"
        footer={
          <>
            <InPlaceLink
              href={detailsHref(null, `#${apply.id}`)}
              onActivate={closeDetails}
              className={buttonClasses({ variant: 'secondary' })}
            >
              {internshipCopy.close}
            </InPlaceLink>
            <a href={applyHref(internshipCopy.applySubject, careersEmail)} className={buttonClasses()}>
              <Mail aria-hidden="true" className="size-4" />
              {internshipCopy.apply}
            </a>
          </>
        }
      >
        <div className="space-y-6">
          <dl className="grid gap-3 sm:grid-cols-3">
            {internshipCopy.facts.map((fact) => (
              <div key={fact.label} className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
                <dt className="text-xs font-semibold uppercase tracking-wider text-brand-800">{fact.label}</dt>
                <dd className="mt-1 text-base font-semibold text-slate-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <MarkedList items={internshipCopy.offers} mark="check" className="space-y-2" />
          <p className="text-sm leading-relaxed text-slate-700">
            {internshipCopy.howTo.before}
            <a
              href={applyHref(internshipCopy.applySubject, careersEmail)}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {apply.email}
            </a>
            {internshipCopy.howTo.after}
          </p>
        </div>
      </Dialog>

      <Dialog
        open={talentOpen}
        onClose={() => setTalent(null)}
        closeHref={talentHref(false)}
        id={TALENT_FORMS.dialog}
        title={careersCta.talentNetwork.dialogTitle}
        description={careersCta.talentNetwork.dialogText}
      >
        {/* A subscription to new job ads (Careers), answered here on /jobs, with or without scripts. */}
        <NewsletterForm
          tone="light"
          label={careersCta.talentNetwork.formLabel}
          source="careers"
          interests={[CAREERS_INTEREST]}
          post={{
            action: talentAddress(location.pathname, location.search, true).replace(/#.*$/, ''),
            form: TALENT_FORMS.form,
            sent: searchParams.get(TALENT_FORMS.subscribedParam) === '1',
            failure: posted?.form === TALENT_FORMS.form ? posted : null,
          }}
        />
      </Dialog>
    </>
  );
}
