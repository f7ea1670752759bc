import { describe, expect, it } from 'vitest';
import { figures } from '../../content/figures';
import { STUDENT_CATEGORIES, students } from '../../content/students';
import { countByStatus, filterStudents, parseStudentQuery, studentsHref } from './students';

describe('students', () => {
  it('agree with the headline figures', () => {
    expect(students).toHaveLength(figures.students.total.value);
    expect(students.filter((s) => s.status === 'graduated' && s.degree.startsWith('PhD'))).toHaveLength(figures.students.phdGraduates.value);
    expect(new Set(students.map((s) => s.university)).size).toBe(figures.students.partnerUniversities.value);
    expect(new Set(students.map((s) => s.id)).size).toBe(students.length);
    for (const s of students) expect(STUDENT_CATEGORIES).toContain(s.category);
  });

  it('filters by status and searches name, topic or university, ignoring case', () => {
    const counts = countByStatus(students);
    expect(filterStudents(students, 'ongoing', '')).toHaveLength(counts.ongoing);
    expect(filterStudents(students, 'graduated', '')).toHaveLength(counts.graduated);
    expect(filterStudents(students, undefined, 'BERGEN').map((s) => s.university)).toEqual(['University of Bergen', 'University of Bergen']);
    expect(filterStudents(students, undefined, 'kangaroo').map((s) => s.id)).toEqual(['stu-05']);
    expect(filterStudents(students, 'ongoing', 'kangaroo')).toEqual([]);
    expect(filterStudents(students, undefined, 'juliet')[0]!.name).toContain('Juliet');
  });

  it('reads the search and status from the address and writes them back', () => {
    expect(parseStudentQuery(new URLSearchParams('q=%20Bergen%20&status=graduated'))).toEqual({ search: 'Bergen', status: 'graduated' });
    expect(parseStudentQuery(new URLSearchParams('status=other'))).toEqual({ search: '', status: undefined });
    expect(parseStudentQuery(new URLSearchParams(`q=${'x'.repeat(300)}`)).search).toHaveLength(200);
    expect(studentsHref({ search: ' hiv care ', status: 'ongoing' })).toBe('/training?q=hiv+care&status=ongoing#students');
    expect(studentsHref({ search: '' })).toBe('/training#students');
  });
});
