import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeft, ArrowRight, GraduationCap, School, UserRoundCheck, UserRoundSearch } from 'lucide-react';
import { clsx } from 'clsx';
import type { Route } from './+types/training.route';
import { FeatureGrid, PageHero, Section, StatGrid } from '../../components/page';
import { Badge, Button, ButtonLink, Dialog, EmptyState, InPlaceLink, SearchInput, buttonClasses, chipClasses } from '../../components/ui';
import { avatarColour, initialsOf } from '../../components/initials';
import {
  studentCategoryLabels,
  STUDENTS_LIST,
  studentFilters,
  students,
  studentsCopy as copy,
  studentStats,
  type Student,
} from '../../content/students';
import { introMeta } from '../../lib/meta';
import { useUrlSearch } from '../../lib/use-url-search';
import { addressWith, useAddressedSelection } from '../../lib/use-addressed-selection';
import { countByStatus, filterStudents, parseStudentQuery, studentsHref, type StudentQuery } from './students';
import { mentorshipCopy, trainingIntro, trainingOffers, trainingStats } from '../../content/training';
import { useFigures } from '../../lib/figures';

export const meta: Route.MetaFunction = () => introMeta(trainingIntro);

/** The query parameter that opens a student's details (/training?student=<id>, rendered open by the server). */
const STUDENT_PARAM = 'student';

/** The directory's search and status come from the URL (the list is fixed content, filtered in the page). */
export function loader({ request }: Route.LoaderArgs) {
  return { query: parseStudentQuery(new URL(request.url).searchParams) };
}

const counts = countByStatus(students);

export default function TrainingRoute({ loaderData }: Route.ComponentProps) {
  const f = useFigures();
  return (
    <>
      <PageHero
        eyebrow={trainingIntro.eyebrow}
        title={trainingIntro.heading}
        lead={trainingIntro.lead}
        actions={
          <ButtonLink to={copy.backToMain.to} variant="outline-inverse">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {copy.backToMain.label}
          </ButtonLink>
        }
      />
      <section aria-label={copy.statsLabel} className="relative z-10 -mt-10 px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-7xl rounded-3xl bg-white p-6 shadow-xl shadow-slate-900/5 ring-1 ring-slate-200 sm:p-8">
          <StatGrid stats={studentStats(f)} />
        </div>
      </section>

      <Section id="students" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
        <StudentsDirectory query={loaderData.query} />
      </Section>

      <Section id="offers" tone="muted" eyebrow="What we offer" title="Capacity building">
        <StatGrid stats={trainingStats(f)} className="mb-10" />
        <FeatureGrid items={trainingOffers} columns={4} />
      </Section>
      <Section id={mentorshipCopy.id}>
        <div className="flex flex-col gap-8 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200 sm:p-12 lg:flex-row lg:items-center">
          <UserRoundCheck aria-hidden="true" className="size-12 shrink-0 text-brand-600" />
          <div className="flex-1">
            <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{mentorshipCopy.title}</h2>
            <p className="mt-3 text-lg leading-relaxed text-slate-600">{mentorshipCopy.text}</p>
          </div>
          <ButtonLink to="/jobs#pathways" className="shrink-0">
            Fellowships and internships
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}

/**
 * The search and status come from the address, so the server renders the list filtered; Details is a
 * link to the page with the student's dialog open, handled in place once hydrated (docs/no-script.md).
 */
function StudentsDirectory({ query }: { query: StudentQuery }) {
  const navigate = useNavigate();
  const location = useLocation();
  const go = (search: string, replace: boolean) => navigate(studentsHref({ ...query, search }), { preventScrollReset: true, replace });
  const { term, setTerm, submit, clear } = useUrlSearch(query.search, (search, replace) => void go(search, replace));
  const [openId, setOpenId] = useAddressedSelection(STUDENT_PARAM);
  const shown = filterStudents(students, query.status, query.search);
  const open = students.find((s) => s.id === openId) ?? null;
  const href = (id: string | null) => addressWith(location.pathname, location.search, STUDENT_PARAM, id, `#${STUDENTS_LIST.anchor}`);
  const close = () => setOpenId(null);

  return (
    <>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <nav aria-label={copy.filterLabel} className="flex flex-wrap gap-2">
          {studentFilters.map((f) => {
            const active = f.status === query.status;
            return (
              <Link
                key={f.label}
                to={studentsHref({ ...query, status: f.status })}
                preventScrollReset
                aria-current={active ? 'true' : undefined}
                className={clsx(chipClasses(active), 'gap-2')}
              >
                {f.label}
                <span
                  className={clsx('rounded-full px-2 py-0.5 text-xs', active ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700')}
                >
                  {counts[f.status ?? 'all']}
                </span>
              </Link>
            );
          })}
        </nav>
        <form
          role="search"
          method="get"
          action={`${STUDENTS_LIST.path}#${STUDENTS_LIST.anchor}`}
          onSubmit={submit}
          className="flex w-full gap-2 lg:max-w-md"
        >
          {query.status ? <input type="hidden" name={STUDENTS_LIST.params.status} value={query.status} /> : null}
          <SearchInput
            id="student-search"
            name={STUDENTS_LIST.params.search}
            label={copy.searchLabel}
            value={term}
            onChange={setTerm}
            onClear={clear}
            clearLabel={copy.clearSearch}
            clearHref={studentsHref({ ...query, search: '' })}
            placeholder={copy.searchPlaceholder}
            maxLength={STUDENTS_LIST.searchMaxLength}
            size="md"
            className="flex-1"
          />
          <Button type="submit">{copy.searchButton}</Button>
        </form>
      </div>
      <p role="status" className="mt-5 text-sm font-semibold text-slate-700">
        {copy.showing(shown.length)}
      </p>

      {shown.length === 0 ? (
        <EmptyState
          as="h3"
          icon={UserRoundSearch}
          title={copy.empty.title}
          description={copy.empty.text}
          className="mt-6"
          action={
            <ButtonLink to={studentsHref({ search: '' })} variant="secondary" preventScrollReset>
              {copy.empty.reset}
            </ButtonLink>
          }
        />
      ) : (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((s) => (
            <li key={s.id}>
              <StudentCard student={s} href={href(s.id)} onOpen={() => setOpenId(s.id)} />
            </li>
          ))}
        </ul>
      )}
      <StudentDialog student={open} closeHref={href(null)} onClose={close} />
    </>
  );
}

function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx('flex shrink-0 items-center justify-center rounded-full font-bold text-white', avatarColour(name), className)}
    >
      {initialsOf(name)}
    </span>
  );
}

function StudentCard({ student, href, onOpen }: { student: Student; href: string; onOpen: () => void }) {
  const graduated = student.status === 'graduated';
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      <div className="flex items-start gap-4">
        <Avatar name={student.name} className="size-14 text-lg" />
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{student.name}</h3>
          <p className="mt-0.5 text-sm text-slate-600">{student.degree}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Badge tone={graduated ? 'blue' : 'brand'}>
          {graduated ? `${copy.statusLabels.graduated} ${student.graduationYear}` : copy.statusLabels.ongoing}
        </Badge>
        {student.category !== 'ongoing' ? <Badge tone="neutral">{studentCategoryLabels[student.category]}</Badge> : null}
      </div>
      <p className="mt-4 flex-1 text-[15px] leading-relaxed text-slate-700">{student.researchTopic}</p>
      <p className="mt-3 inline-flex items-center gap-2 text-sm text-slate-600">
        <School aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
        {student.university}
      </p>
      <InPlaceLink
        href={href}
        onActivate={onOpen}
        aria-label={copy.viewDetails(student.name)}
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-5 self-start' })}
      >
        {copy.details}
        <ArrowRight aria-hidden="true" className="size-4" />
      </InPlaceLink>
    </article>
  );
}

function StudentDialog({ student, closeHref, onClose }: { student: Student | null; closeHref: string; onClose: () => void }) {
  if (!student) return null;
  const graduated = student.status === 'graduated';
  const rows: Array<[string, string]> = [
    [copy.fields.topic, student.researchTopic],
    [copy.fields.degree, student.degree],
    [copy.fields.university, student.university],
    [copy.fields.supervision, studentCategoryLabels[student.category]],
    [copy.fields.status, copy.statusLabels[student.status]],
    [graduated ? copy.fields.graduated : copy.fields.expected, String(student.graduationYear)],
  ];
  return (
    <Dialog
      open
      onClose={onClose}
      closeHref={closeHref}
      title={student.name}
      description={student.degree}
      footer={
        <InPlaceLink href={closeHref} onActivate={onClose} className={buttonClasses({ variant: 'ghost' })}>
          {copy.close}
        </InPlaceLink>
      }
    >
      <div className="flex items-center gap-4">
        <Avatar name={student.name} className="size-16 text-xl" />
        <span className="inline-flex items-center gap-2 text-sm text-slate-600">
          <GraduationCap aria-hidden="true" className="size-5 text-brand-600" />
          {student.university}
        </span>
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className={clsx(label === copy.fields.topic && 'sm:col-span-2')}>
            <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">{label}</dt>
            <dd className="mt-1 text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
