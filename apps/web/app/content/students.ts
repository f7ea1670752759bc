/**
 * Students supervised by the centre's faculty, shown at /training.
 * Names are illustrative sample content; avatars are initials.
 */
import type { FigureSet } from '../lib/figures';
import type { Figure } from './figures';

export const STUDENT_CATEGORIES = ['phd-main', 'phd-co', 'ongoing'] as const;
export type StudentCategory = (typeof STUDENT_CATEGORIES)[number];
export const STUDENT_STATUSES = ['ongoing', 'graduated'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

export const studentCategoryLabels: Record<StudentCategory, string> = {
  'phd-main': 'PhD Main Supervisor',
  'phd-co': 'PhD Co-Supervisor',
  ongoing: 'Ongoing',
};

export interface Student {
  id: string;
  name: string;
  researchTopic: string;
  university: string;
  degree: string;
  category: StudentCategory;
  status: StudentStatus;
  /** Year of graduation, or the expected year while ongoing. */
  graduationYear: number;
}

export const studentStats = (f: FigureSet): Figure[] => [
  f.students.total,
  f.students.phdGraduates,
  f.students.partnerUniversities,
  f.students.successRate,
];

/**
 * The directory's search and status filter: a GET form and links, so they work without scripts, with
 * the term in `q` and the status in `status` (TRAINING_URL, packages/shared/src/page-urls.ts); with scripts the search
 * runs as you type (lib/use-url-search.ts).
 */
export const STUDENTS_LIST = {
  path: '/training',
  anchor: 'students',
  searchMaxLength: 200,
} as const;

export const studentFilters: ReadonlyArray<{ label: string; status?: StudentStatus }> = [
  { label: 'All' },
  { label: 'Ongoing', status: 'ongoing' },
  { label: 'Graduated', status: 'graduated' },
];

export const studentsCopy = {
  backToMain: { label: 'Back to main site', to: '/' },
  eyebrow: 'Capacity building',
  title: 'Our students',
  intro: "Masters and PhD students supervised by the centre's researchers, at the school and at partner universities.",
  statsLabel: 'Students in numbers',
  filterLabel: 'Filter students by status',
  searchLabel: 'Search students',
  searchPlaceholder: 'Search by name, topic or university...',
  searchButton: 'Search',
  clearSearch: 'Clear search',
  showing: (n: number) => `${n} ${n === 1 ? 'student' : 'students'}`,
  viewDetails: (name: string) => `View details of ${name}`,
  details: 'Details',
  empty: { title: 'No students found', text: 'Try another search term or status.', reset: 'Clear filters' },
  fields: {
    topic: 'Research topic',
    university: 'University',
    degree: 'Degree',
    supervision: 'Supervision',
    status: 'Status',
    graduated: 'Graduated',
    expected: 'Expected completion',
  },
  statusLabels: { ongoing: 'Ongoing', graduated: 'Graduated' } satisfies Record<StudentStatus, string>,
  close: 'Close',
};

export const students: Student[] = [
  {
    id: 'stu-01',
    name: 'Dr. Juliet Nakimuli',
    researchTopic: 'Quality of intrapartum care in regional referral hospitals',
    university: 'Makerere University',
    degree: 'PhD in Public Health',
    category: 'phd-main',
    status: 'graduated',
    graduationYear: 2019,
  },
  {
    id: 'stu-02',
    name: 'Dr. Robert Otim',
    researchTopic: 'Survival of preterm infants after discharge from special care units',
    university: 'Makerere University',
    degree: 'PhD in Epidemiology',
    category: 'phd-main',
    status: 'graduated',
    graduationYear: 2020,
  },
  {
    id: 'stu-03',
    name: 'Dr. Annet Kobusingye',
    researchTopic: 'Community case management of childhood pneumonia',
    university: 'Karolinska Institutet',
    degree: 'PhD in Global Health',
    category: 'phd-co',
    status: 'graduated',
    graduationYear: 2018,
  },
  {
    id: 'stu-04',
    name: 'Dr. Francis Ekwaro',
    researchTopic: 'Maternal death surveillance and response at district level',
    university: 'University of Bergen',
    degree: 'PhD in International Health',
    category: 'phd-co',
    status: 'graduated',
    graduationYear: 2021,
  },
  {
    id: 'stu-05',
    name: 'Dr. Catherine Adong',
    researchTopic: 'Kangaroo mother care initiated in the community',
    university: 'Makerere University',
    degree: 'PhD in Public Health',
    category: 'phd-main',
    status: 'graduated',
    graduationYear: 2022,
  },
  {
    id: 'stu-06',
    name: 'Dr. Paul Wekesa',
    researchTopic: 'Cost-effectiveness of newborn care packages',
    university: 'University of Nairobi',
    degree: 'PhD in Health Economics',
    category: 'phd-co',
    status: 'graduated',
    graduationYear: 2020,
  },
  {
    id: 'stu-07',
    name: 'Dr. Sarah Nambi',
    researchTopic: 'Adolescent pregnancy and use of postnatal care',
    university: 'Ghent University',
    degree: 'PhD in Medical Sciences',
    category: 'phd-co',
    status: 'graduated',
    graduationYear: 2023,
  },
  {
    id: 'stu-08',
    name: 'Dr. Isaac Mwesigwa',
    researchTopic: 'Digital decision support for newborn danger signs',
    university: 'Makerere University',
    degree: 'PhD in Health Informatics',
    category: 'phd-main',
    status: 'graduated',
    graduationYear: 2024,
  },
  {
    id: 'stu-09',
    name: 'Eunice Achieng',
    researchTopic: 'Respectful maternity care and facility births',
    university: 'Makerere University',
    degree: 'PhD in Public Health',
    category: 'ongoing',
    status: 'ongoing',
    graduationYear: 2026,
  },
  {
    id: 'stu-10',
    name: 'Tom Nsubuga',
    researchTopic: 'Referral pathways for obstetric emergencies',
    university: 'University of Bergen',
    degree: 'PhD in International Health',
    category: 'ongoing',
    status: 'ongoing',
    graduationYear: 2027,
  },
  {
    id: 'stu-11',
    name: 'Winnie Asiimwe',
    researchTopic: 'Anaemia in pregnancy and infant growth',
    university: 'Makerere University',
    degree: 'MSc Human Nutrition',
    category: 'ongoing',
    status: 'ongoing',
    graduationYear: 2026,
  },
  {
    id: 'stu-12',
    name: 'Godfrey Opio',
    researchTopic: 'Staffing and workload in neonatal units',
    university: 'Mbarara University of Science and Technology',
    degree: 'Master of Public Health',
    category: 'ongoing',
    status: 'ongoing',
    graduationYear: 2026,
  },
  {
    id: 'stu-13',
    name: 'Prossy Nalwanga',
    researchTopic: 'Father involvement in antenatal care',
    university: 'Karolinska Institutet',
    degree: 'PhD in Global Health',
    category: 'ongoing',
    status: 'ongoing',
    graduationYear: 2028,
  },
  {
    id: 'stu-14',
    name: 'Derrick Mutebi',
    researchTopic: 'Birth spacing and family planning after childbirth',
    university: 'Mbarara University of Science and Technology',
    degree: 'Master of Public Health',
    category: 'ongoing',
    status: 'ongoing',
    graduationYear: 2027,
  },
];
