import { TRAINING_URL, oneOf, type UrlStateOf } from '@mnch/shared';
import { STUDENT_STATUSES, STUDENTS_LIST, type Student, type StudentStatus } from '../../content/students';

/**
 * The directory's state, all of it in the address (?q=&status=), so the server renders it filtered:
 * TRAINING_URL (packages/shared/src/page-urls.ts), its status narrowed to the page's.
 */
export const STUDENTS_STATE = TRAINING_URL.with({ status: oneOf(STUDENT_STATUSES) });
export type StudentQuery = UrlStateOf<typeof STUDENTS_STATE.fields>;

export const parseStudentQuery = (params: URLSearchParams): StudentQuery => STUDENTS_STATE.parse(params);

/** The directory's address for a search and status (empty ones left out), at the list. */
export function studentsHref(query: StudentQuery): string {
  return `${STUDENTS_LIST.path}${STUDENTS_STATE.href(query)}#${STUDENTS_LIST.anchor}`;
}

/** Students with the status (all when none) whose name, research topic or university contains the term, ignoring case. */
export function filterStudents(list: readonly Student[], status: StudentStatus | undefined, term: string): Student[] {
  const q = term.trim().toLocaleLowerCase();
  return list.filter(
    (s) =>
      (!status || s.status === status) &&
      (!q || [s.name, s.researchTopic, s.university].some((field) => field.toLocaleLowerCase().includes(q))),
  );
}

export function countByStatus(list: readonly Student[]): Record<StudentStatus | 'all', number> {
  return {
    all: list.length,
    ongoing: list.filter((s) => s.status === 'ongoing').length,
    graduated: list.filter((s) => s.status === 'graduated').length,
  };
}
