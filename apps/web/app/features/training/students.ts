import { isOneOf } from '@mnch/shared';
import { STUDENT_STATUSES, STUDENTS_LIST, type Student, type StudentStatus } from '../../content/students';

/** The directory's state, all of it in the address (?q=&status=), so the server renders it filtered. */
export interface StudentQuery {
  search: string;
  status?: StudentStatus;
}

export function parseStudentQuery(params: URLSearchParams): StudentQuery {
  const status = params.get(STUDENTS_LIST.params.status);
  return {
    search: (params.get(STUDENTS_LIST.params.search) ?? '').trim().slice(0, STUDENTS_LIST.searchMaxLength),
    status: isOneOf(STUDENT_STATUSES, status) ? status : undefined,
  };
}

/** The directory's address for a search and status (empty ones left out), at the list. */
export function studentsHref(query: StudentQuery): string {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set(STUDENTS_LIST.params.search, query.search.trim());
  if (query.status) params.set(STUDENTS_LIST.params.status, query.status);
  const search = params.toString();
  return `${STUDENTS_LIST.path}${search ? `?${search}` : ''}#${STUDENTS_LIST.anchor}`;
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
