import type { Student, StudentStatus } from '../../content/students';

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
