import { describe, expect, it } from 'vitest';
import { STUDENT_CATEGORIES, students, type Student } from '../../content/students';
import { countByStatus, filterStudents, parseStudentQuery, studentsHref } from './students';

describe('students', () => {
  it('have unique ids and a known category each', () => {
    expect(new Set(students.map((s) => s.id)).size).toBe(students.length);
    for (const s of students) expect(STUDENT_CATEGORIES).toContain(s.category);
  });

  it('filters by status and searches name, topic or university, ignoring case', () => {
    // A list of its own, so the page's students can change.
    const student = (id: string, name: string, researchTopic: string, university: string, status: Student['status']): Student => ({
      id,
      name,
      researchTopic,
      university,
      status,
      degree: 'PhD',
      category: status === 'ongoing' ? 'ongoing' : 'phd-main',
      graduationYear: 2030,
    });
    const list = [
      student('a', 'Ann Alpha', 'Kangaroo mother care', 'North University', 'graduated'),
      student('b', 'Ben Beta', 'Referral pathways', 'South University', 'ongoing'),
      student('c', 'Cat Gamma', 'Newborn danger signs', 'North University', 'graduated'),
      student('d', 'Dan Delta', 'Anaemia in pregnancy', 'East College', 'ongoing'),
      student('e', 'Eve Epsilon', 'Birth spacing', 'North University', 'ongoing'),
    ];
    expect(countByStatus(list)).toEqual({ all: 5, ongoing: 3, graduated: 2 });
    expect(filterStudents(list, 'ongoing', '').map((s) => s.id)).toEqual(['b', 'd', 'e']);
    expect(filterStudents(list, 'graduated', '').map((s) => s.id)).toEqual(['a', 'c']);
    expect(filterStudents(list, undefined, 'NORTH').map((s) => s.id)).toEqual(['a', 'c', 'e']);
    expect(filterStudents(list, 'ongoing', ' north ').map((s) => s.id)).toEqual(['e']);
    expect(filterStudents(list, undefined, 'kangaroo').map((s) => s.id)).toEqual(['a']);
    expect(filterStudents(list, 'ongoing', 'kangaroo')).toEqual([]);
    expect(filterStudents(list, undefined, 'ben').map((s) => s.id)).toEqual(['b']);
    expect(filterStudents(list, undefined, '')).toEqual(list);
  });

  it('reads the search and status from the address and writes them back', () => {
    expect(parseStudentQuery(new URLSearchParams('q=%20Bergen%20&status=graduated'))).toEqual({ q: 'Bergen', status: 'graduated' });
    expect(parseStudentQuery(new URLSearchParams('status=other'))).toEqual({ q: '', status: undefined });
    expect(parseStudentQuery(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(200);
    expect(studentsHref({ q: ' hiv care ', status: 'ongoing' })).toBe('/training?q=hiv+care&status=ongoing#students');
    expect(studentsHref({ q: '' })).toBe('/training#students');
  });
});
