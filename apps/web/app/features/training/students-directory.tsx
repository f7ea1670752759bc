import { SearchForm } from '../../components/search-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ArrowRight, GraduationCap, School, UserRoundSearch } from 'lucide-react';
import { clsx } from 'clsx';
import { Badge, Button, ButtonLink, Dialog, EmptyState, InPlaceLink, buttonClasses, FilterChips } from '../../components/ui';
import { avatarColour, initialsOf } from '../../components/initials';
import { studentCategoryLabels, STUDENTS_LIST, studentFilters, students, studentsCopy as copy, type Student } from '../../content/students';
import { useUrlSearch } from '../../lib/use-url-search';
import { addressWith, useAddressedSelection } from '../../lib/use-addressed-selection';
import { STUDENTS_STATE, countByStatus, filterStudents, parseStudentQuery, studentsHref } from './students';

/** The query parameter that opens a student's details (/training?student=<id>, rendered open by the server). */
const STUDENT_PARAM = 'student';

const counts = countByStatus(students);

/**
 * The training page's student directory (an island: islands/registry.ts). The search and status come
 * from the address, so the server renders the list filtered; Details is a
 * link to the page with the student's dialog open, handled in place once hydrated (docs/no-script.md).
 */
export function StudentsDirectory() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const query = parseStudentQuery(searchParams);
  const go = (q: string, replace: boolean) => navigate(studentsHref({ ...query, q }), { preventScrollReset: true, replace });
  const search = useUrlSearch(query.q, (q, replace) => void go(q, replace));
  const [openId, setOpenId] = useAddressedSelection(STUDENT_PARAM);
  const shown = filterStudents(students, query.status, query.q);
  const open = students.find((s) => s.id === openId) ?? null;
  const href = (id: string | null) => addressWith(location.pathname, location.search, STUDENT_PARAM, id, `#${STUDENTS_LIST.anchor}`);
  const close = () => setOpenId(null);

  return (
    <>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <FilterChips
          label={copy.filterLabel}
          chips={studentFilters.map((f) => ({
            label: f.label,
            to: studentsHref({ ...query, status: f.status }),
            active: f.status === query.status,
            count: counts[f.status ?? 'all'],
          }))}
        />
        <SearchForm
          action={`${STUDENTS_LIST.path}#${STUDENTS_LIST.anchor}`}
          hidden={STUDENTS_STATE.hiddenInputs(query, ['q'])}
          search={search}
          box={{
            id: 'student-search',
            labels: copy,
            clearHref: studentsHref({ ...query, q: '' }),
            maxLength: STUDENTS_LIST.searchMaxLength,
            size: 'md',
          }}
          className="flex w-full gap-2 lg:max-w-md"
        >
          <Button type="submit">{copy.searchButton}</Button>
        </SearchForm>
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
            <ButtonLink to={studentsHref({ q: '' })} variant="secondary" preventScrollReset>
              {copy.empty.reset}
            </ButtonLink>
          }
        />
      ) : (
        <ul aria-label={copy.title} className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
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
