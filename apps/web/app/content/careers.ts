import {
  Briefcase,
  ChartBar,
  ClipboardList,
  FileText,
  GraduationCap,
  Mail,
  MapPin,
  MessagesSquare,
  Microscope,
  Sprout,
  type LucideIcon,
} from 'lucide-react';
import type { JobPathway } from '@mnch/shared';
import { site } from './site';
import type { Feature, PageIntro } from './types';

export const careersIntro: PageIntro = {
  name: 'Careers',
  description: `Careers at the ${site.name}: career pathways, open positions, internships and how to apply.`,
  eyebrow: 'Careers',
  heading: 'Build a career that saves lives',
  lead: 'Join researchers, data scientists, coordinators and field teams who are improving care for mothers, newborns and children. Explore our career pathways and current openings.',
};

export const careersActions = {
  pathways: { label: 'Explore Career Pathways', to: '#pathways' },
  jobs: { label: 'View Current Openings', to: '#jobs' },
};

/** The filter value that shows every position. */
export const ALL_PATHWAYS = 'all';
export type PathwayFilter = JobPathway | typeof ALL_PATHWAYS;

/** Internship terms. */
export const INTERNSHIP = { minMonths: 3, maxMonths: 6, monthlyStipendUsd: 500 } as const;
const internshipDuration = `${INTERNSHIP.minMonths} to ${INTERNSHIP.maxMonths} months`;
const internshipStipend = `$${INTERNSHIP.monthlyStipendUsd} monthly stipend`;

export interface CareerPathway {
  id: string;
  icon: LucideIcon;
  title: string;
  level: string;
  description: string;
  fullDescription: string;
  benefits: string[];
  skills: string[];
  activities: string[];
  duration: string;
  targetAudience: string;
  location: string;
  /** The Open Positions filter (a job pathway of packages/shared) this pathway's jobs fall under, if any. */
  filter?: JobPathway;
}

/** Career pathways (six, with a Learn More dialog each). */
export const pathways: CareerPathway[] = [
  {
    id: 'research-data',
    icon: ChartBar,
    title: 'Research Assistants & Data Analysts',
    level: 'Entry to mid level',
    description: 'Collect, manage and analyse data for studies in facilities and communities.',
    fullDescription:
      'Research assistants and data analysts are the backbone of our studies. You will design data collection tools, train and supervise enumerators, clean and analyse data, and help write reports and papers. Analysts grow into research officer and senior analyst roles, and many go on to postgraduate study with the centre.',
    benefits: ['Mentorship by senior scientists', 'Co-authorship on publications', 'Training in R, Stata and ODK', 'Health insurance'],
    skills: [
      'Quantitative or qualitative research methods',
      'Statistical software (R, Stata or SPSS)',
      'Mobile data collection',
      'Clear report writing',
    ],
    activities: [
      'Design questionnaires and databases',
      'Supervise data collection and quality checks',
      'Analyse data and prepare tables and figures',
      'Contribute to manuscripts and policy briefs',
    ],
    duration: 'Contracts of 1 to 3 years, renewable with funding',
    targetAudience: 'Graduates in statistics, public health, epidemiology, social sciences or related fields',
    location: 'Kampala, with field travel',
    filter: 'research-data',
  },
  {
    id: 'coordination-field',
    icon: Briefcase,
    title: 'Project Coordination & Field Operations',
    level: 'Mid to senior level',
    description: 'Plan and run field work, coordinate teams and partners, and keep projects on track.',
    fullDescription:
      'Project coordinators turn research protocols into well-run projects. You will plan field work, manage budgets and logistics, coordinate with district health teams and partners, and make sure studies meet ethical, financial and reporting requirements on time.',
    benefits: ['Leadership of multi-site projects', 'Project management training', 'Field allowances', 'Health insurance'],
    skills: ['Project planning and budgeting', 'Team leadership', 'Stakeholder engagement', 'Donor reporting'],
    activities: [
      'Plan and schedule field activities',
      'Manage project budgets and procurement',
      'Coordinate district and partner meetings',
      'Prepare progress reports for funders',
    ],
    duration: 'Contracts for the life of the project (usually 2 to 5 years)',
    targetAudience: 'Professionals with project management experience in health or development',
    location: 'Kampala and district field sites',
    filter: 'coordination-field',
  },
  {
    id: 'young-professionals',
    icon: Sprout,
    title: 'Young Professionals & Fellows',
    level: 'Early career',
    description: 'Fellowships for recent graduates to gain research experience under mentorship.',
    fullDescription:
      'Our fellowship programme gives recent graduates a year of hands-on research experience. Each fellow joins a project team, leads a small analysis of their own under a named mentor, and takes part in a structured programme of seminars on research methods, writing and leadership.',
    benefits: ['Named senior mentor', 'Monthly fellowship allowance', 'Conference and writing support', 'A first-author paper as the goal'],
    skills: ['A recent degree in a health or social science', 'Curiosity and initiative', 'Basic data analysis', 'Good written English'],
    activities: [
      'Join a research team for 12 months',
      'Lead a small analysis or sub-study',
      'Present at the weekly research seminar',
      'Draft a manuscript with your mentor',
    ],
    duration: '12 months',
    targetAudience: 'Graduates within three years of their first or masters degree',
    location: 'Kampala',
    filter: 'young-professionals',
  },
  {
    id: 'field-service',
    icon: MapPin,
    title: 'Field Service Category',
    level: 'All levels',
    description: 'Enumerators, drivers and field supervisors who make our community studies possible.',
    fullDescription:
      'Field staff bring our studies to life in villages, health centres and hospitals. Enumerators interview mothers and health workers, supervisors keep the data accurate and the teams safe, and drivers and logistics staff get people and supplies where they need to be.',
    benefits: [
      'Paid training before each study',
      'Field and transport allowances',
      'Certificates of participation',
      'A route into research careers',
    ],
    skills: [
      'Fluency in English and a local language',
      'Respectful interviewing',
      'Tablet-based data collection',
      'A valid driving permit (drivers)',
    ],
    activities: [
      'Interview study participants',
      'Record and upload data daily',
      'Support community entry and consent',
      'Maintain vehicles and equipment',
    ],
    duration: 'Study-based contracts of 3 to 18 months',
    targetAudience: 'Residents of study districts with secondary or diploma education',
    location: 'Study districts across Uganda',
    filter: 'field-service',
  },
  {
    id: 'internships',
    icon: GraduationCap,
    title: 'Internship Programme',
    level: 'Students',
    description: `Placements of ${internshipDuration} for students, with a ${internshipStipend}.`,
    fullDescription: `Interns join a project team for ${internshipDuration}, with a named supervisor and a small project of their own. Placements are offered in public health, statistics, nursing and midwifery, nutrition and communications, and every intern receives a ${internshipStipend}.`,
    benefits: [internshipStipend, 'A named supervisor', 'A project of your own', 'A reference letter on completion'],
    skills: ['Enrolment in a relevant degree programme', 'Willingness to learn', 'Basic computer skills', 'Teamwork'],
    activities: [
      'Support data collection and entry',
      'Review literature',
      'Help organise workshops and events',
      'Present your project at the end',
    ],
    duration: internshipDuration,
    targetAudience: 'Undergraduate and masters students',
    location: 'Kampala and field sites',
    filter: 'internships',
  },
  {
    id: 'scientists',
    icon: Microscope,
    title: 'Research Scientists & Faculty',
    level: 'Senior level',
    description: 'Lead studies, win grants and supervise students as a principal investigator.',
    fullDescription:
      "Research scientists and faculty lead the centre's science. You will develop research ideas with partners, write grant proposals, lead study teams, supervise masters and PhD students, and represent the centre in national technical working groups.",
    benefits: ['Protected research time', 'Grant writing support', 'International collaborations', 'University academic career path'],
    skills: ['A PhD in a relevant field', 'A record of peer-reviewed publications', 'Grant writing', 'Supervision and teaching'],
    activities: ['Lead research projects', 'Write and manage grants', 'Supervise students and staff', 'Publish and present findings'],
    duration: 'Long-term appointments',
    targetAudience: 'Experienced researchers with a PhD and a publication record',
    location: 'Kampala',
  },
];

export const pathwaysCopy = {
  id: 'pathways',
  eyebrow: 'Career pathways',
  title: 'Find your path with us',
  intro: 'Six ways to build a career in maternal, newborn and child health research, from internships to leading studies.',
  learnMore: 'Learn More',
  close: 'Close',
  viewOpenings: 'View openings',
  questions: { before: 'Questions about this pathway? Write to ', after: '.' },
  labels: {
    level: 'Level',
    duration: 'Duration',
    targetAudience: 'Who it is for',
    location: 'Location',
    benefits: 'Benefits',
    skills: 'Skills we look for',
    activities: 'What you will do',
  },
};

export const jobsCopy = {
  id: 'jobs',
  eyebrow: 'Current openings',
  title: 'Open Positions',
  intro: 'Filter by pathway and open a position for its full description.',
  filterLabel: 'Filter positions by pathway',
  allLabel: 'All positions',
  resultsLabel: (count: number) => `${count} ${count === 1 ? 'position' : 'positions'}`,
  empty: {
    title: 'No positions found',
    text: 'Try adjusting your filters or check back later for new opportunities.',
    reset: 'Show all positions',
  },
  newBadge: 'NEW',
  viewDetails: 'View Details',
  apply: 'Apply Now',
  close: 'Close',
  labels: {
    posted: 'Posted',
    deadline: 'Deadline',
    salary: 'Salary',
    type: 'Type',
    level: 'Level',
    location: 'Location',
    description: 'About the role',
    requirements: 'Requirements',
  },
  applyNote: { before: 'Apply by email to ', after: ' with the position title as the subject.' },
  applyOnline: { before: 'Apply online at ', after: '.' },
};

/** A mail link to the careers address (the site settings' careers email) with the position title as the subject. */
export function applyHref(title: string, careersEmail: string): string {
  return `mailto:${careersEmail}?subject=${encodeURIComponent(title)}`;
}

/** The how-to-apply section, naming the careers address (the site settings' careers email). */
export const howToApply = (careersEmail: string) => ({
  id: 'how-to-apply',
  eyebrow: 'How to Apply',
  title: 'Four steps to join us',
  intro: `Applications go by email to ${careersEmail}; we acknowledge every application.`,
  steps: [
    { icon: ClipboardList, title: 'Choose a position', text: 'Read the job summary, responsibilities and qualifications carefully.' },
    { icon: FileText, title: 'Prepare your documents', text: 'A cover letter, an up-to-date CV and copies of your academic certificates.' },
    {
      icon: Mail,
      title: 'Send your application',
      text: `Email your documents to ${careersEmail} with the position title as the subject.`,
    },
    {
      icon: MessagesSquare,
      title: 'Shortlisting and interview',
      text: 'Shortlisted candidates are contacted for a written test and an interview.',
    },
  ] satisfies Feature[],
  email: careersEmail,
});

export const internshipCopy = {
  title: 'Internships',
  text: `Our internship programme runs for ${internshipDuration} and includes a ${internshipStipend}, a named supervisor and a small project of your own.`,
  button: 'Learn about internships',
  dialogTitle: 'Internship Programme',
  dialogIntro: `Placements of ${internshipDuration} for students in public health, statistics, nursing and midwifery, nutrition and communications.`,
  facts: [
    { label: 'Duration', value: internshipDuration },
    { label: 'Stipend', value: `$${INTERNSHIP.monthlyStipendUsd} per month` },
    { label: 'Location', value: 'Kampala and field sites' },
  ],
  offers: [
    'A named supervisor and a place in a project team',
    'A small project of your own, presented at the end of the placement',
    'Our weekly research seminar and skills sessions',
    'A reference letter on completion',
  ],
  howTo: {
    before: 'Send a cover letter and CV to ',
    after: ' with "Internship application" as the subject, stating your field of study and preferred dates.',
  },
  applySubject: 'Internship application',
  apply: 'Apply for an internship',
  close: 'Close',
};

export const careersCta = {
  title: 'Ready to make a difference?',
  text: 'Browse our open positions, or join our talent network to hear about new opportunities first.',
  browse: { label: 'Browse All Positions', to: '#jobs' },
  talentNetwork: {
    label: 'Join Our Talent Network',
    dialogTitle: 'Join Our Talent Network',
    dialogText:
      'Subscribe with your email address and we will let you know about new positions, fellowships and internships, together with our newsletter.',
    formLabel: 'Join our talent network',
  },
};
