import { createJobSchema, type CreateJobInput } from '@mnch/shared';
import type { Services } from '../../app';

/**
 * The sample job ads of the careers page (once apps/web/app/content/careers.ts), with their texts as
 * they were there. Posted dates and deadlines are relative to the seed time, so a fresh install shows
 * open positions, the recently posted ones NEW.
 */

const DAY = 86_400_000;
const CAREERS_EMAIL = 'careers@mnchcentre.example.org';
const INTERNSHIP_DURATION = '3 to 6 months';
const INTERNSHIP_STIPEND = '$500 monthly stipend';

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface SampleJob {
  title: string;
  pathway: CreateJobInput['pathway'];
  employmentType: CreateJobInput['employmentType'];
  level: string;
  location: string;
  salary: string;
  summary: string;
  description: string;
  responsibilities: string[];
  qualifications: string[];
  skills: string[];
  /** Days before the seed time. */
  postedDaysAgo: number;
  /** Days after the seed time. */
  deadlineInDays: number;
}

const SAMPLE_JOBS: SampleJob[] = [
  {
    title: 'Research Assistant - Newborn Care Study',
    pathway: 'research-data',
    employmentType: 'contract',
    level: 'Entry level',
    location: 'Kampala and Busoga region',
    salary: 'UGX 2,500,000 - 3,500,000 per month',
    summary: 'Support a multi-site study of care for small and sick newborns in hospitals and at home.',
    description:
      'The research assistant will support the day-to-day running of a study on the quality of care for small and sick newborns in four hospitals and their catchment communities, from data collection tools to the first analyses.',
    responsibilities: [
      'Set up and test electronic data collection forms',
      'Train and supervise data collectors in the hospitals',
      'Run daily data quality checks and resolve queries',
      'Prepare weekly progress summaries for the study team',
    ],
    qualifications: [
      'A bachelor degree in public health, nursing, statistics or a related field',
      'At least one year of experience in health research',
      'Willingness to travel to study sites',
    ],
    skills: ['ODK or KoboToolbox', 'Microsoft Excel', 'Team supervision', 'Attention to detail'],
    postedDaysAgo: 3,
    deadlineInDays: 40,
  },
  {
    title: 'Data Analyst (Biostatistics)',
    pathway: 'research-data',
    employmentType: 'full-time',
    level: 'Mid level',
    location: 'Kampala',
    salary: 'UGX 4,000,000 - 5,500,000 per month',
    summary: "Manage and analyse data across the centre's maternal and child health studies.",
    description:
      'The data analyst will manage study databases, write reproducible analysis code and prepare results for reports and publications across several projects, working closely with the principal investigators.',
    responsibilities: [
      'Design and maintain study databases',
      'Write reproducible analysis code in R or Stata',
      'Prepare tables, figures and statistical reports',
      'Train junior staff in data management',
    ],
    qualifications: [
      'A masters degree in biostatistics, statistics or epidemiology',
      'At least three years of experience analysing health data',
      'Publications or reports as an analyst are an advantage',
    ],
    skills: ['R or Stata', 'Regression and survival analysis', 'Data visualisation', 'Version control (Git)'],
    postedDaysAgo: 20,
    deadlineInDays: 25,
  },
  {
    title: 'Project Coordinator - Maternal Health Programme',
    pathway: 'coordination-field',
    employmentType: 'full-time',
    level: 'Senior level',
    location: 'Jinja, with travel',
    salary: 'UGX 6,000,000 - 8,000,000 per month',
    summary: 'Coordinate a district programme to improve care around childbirth in eastern Uganda.',
    description:
      'The project coordinator will lead the implementation of a three-year programme with district health teams to improve the quality of care around the time of birth, managing the team, budget and partner relationships.',
    responsibilities: [
      'Plan and oversee project activities in three districts',
      'Manage the project budget, procurement and logistics',
      'Coordinate with district health teams and partners',
      'Prepare quarterly technical and financial reports',
    ],
    qualifications: [
      'A masters degree in public health, project management or a related field',
      'At least five years of experience coordinating health projects',
      'Experience working with district health systems in Uganda',
    ],
    skills: ['Project management', 'Budgeting', 'Team leadership', 'Report writing'],
    postedDaysAgo: 5,
    deadlineInDays: 35,
  },
  {
    title: 'Research Fellow - Digital Health',
    pathway: 'young-professionals',
    employmentType: 'fellowship',
    level: 'Early career',
    location: 'Kampala',
    salary: 'UGX 2,000,000 - 2,800,000 per month',
    summary: 'A twelve-month fellowship evaluating mobile tools used by village health teams.',
    description:
      'The fellow will join the digital health team for twelve months, support the evaluation of mobile job aids used by village health teams and lead a small analysis of usage data under the mentorship of a senior scientist.',
    responsibilities: [
      'Support usability testing with village health teams',
      'Analyse app usage and follow-up data',
      'Present progress at the weekly research seminar',
      'Draft a manuscript with your mentor',
    ],
    qualifications: [
      'A degree in public health, health informatics, computer science or a related field, completed within the last three years',
      'Interest in digital health research',
    ],
    skills: ['Data analysis', 'Interviewing', 'Scientific writing', 'Curiosity'],
    postedDaysAgo: 7,
    deadlineInDays: 45,
  },
  {
    title: 'Communications Intern',
    pathway: 'internships',
    employmentType: 'internship',
    level: 'Student',
    location: 'Kampala',
    salary: 'UGX 1,800,000 - 1,900,000 per month (stipend)',
    summary: `A ${INTERNSHIP_DURATION} internship telling the stories of our research, with a ${INTERNSHIP_STIPEND}.`,
    description: `The communications intern will help share the centre's work with the public: news stories, social media posts, newsletters and event coverage. The placement lasts ${INTERNSHIP_DURATION} with a ${INTERNSHIP_STIPEND}.`,
    responsibilities: [
      'Write news stories and social media posts',
      'Photograph and cover events',
      'Help prepare the quarterly newsletter',
      'Keep the media library organised',
    ],
    qualifications: ['Enrolled in a degree in communications, journalism or a related field', 'A portfolio of writing or design work'],
    skills: ['Writing', 'Photography', 'Social media', 'Canva or similar design tools'],
    postedDaysAgo: 25,
    deadlineInDays: 20,
  },
];

/** Creates the sample jobs through the jobs service (as the back office would), published. */
export async function seedSampleJobs(services: Services, createdBy: number, now = Date.now()): Promise<number> {
  for (const job of SAMPLE_JOBS) {
    const data = createJobSchema.parse({
      title: job.title,
      pathway: job.pathway,
      employmentType: job.employmentType,
      level: job.level,
      location: job.location,
      salary: job.salary,
      summary: job.summary,
      description: `<p>${escape(job.description)}</p><h3>Responsibilities</h3>${list(job.responsibilities.map(escape))}`,
      requirements: `<h3>Qualifications</h3>${list(job.qualifications.map(escape))}<h3>Skills</h3>${list(job.skills.map(escape))}`,
      postedDate: new Date(now - job.postedDaysAgo * DAY).toISOString(),
      deadline: new Date(now + job.deadlineInDays * DAY).toISOString(),
      applyEmail: CAREERS_EMAIL,
      status: 'published',
    } satisfies CreateJobInput);
    await services.jobs.create(data, createdBy);
  }
  return SAMPLE_JOBS.length;
}
