import { Briefcase, ChartBar, GraduationCap, MapPin, Sprout } from 'lucide-react';
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

/** Career pathways (spec part 1, section 9, pathway filters). */
export const pathways: Feature[] = [
  {
    icon: ChartBar,
    title: 'Research Assistants & Data Analysts',
    text: 'Collect, manage and analyse data for studies in facilities and communities; grow into research officer and analyst roles.',
  },
  {
    icon: Briefcase,
    title: 'Project Coordination & Field Operations',
    text: 'Plan and run field work, coordinate teams and partners, and keep projects on time and within budget.',
  },
  {
    icon: Sprout,
    title: 'Young Professionals & Fellows',
    text: 'Fellowships for recent graduates to gain research experience under the mentorship of senior scientists.',
  },
  {
    icon: MapPin,
    title: 'Field Service Category',
    text: 'Enumerators, drivers and field supervisors who make our community studies possible.',
  },
  {
    icon: GraduationCap,
    title: 'Internship Programme',
    text: 'Placements of 3 to 6 months for students in public health, statistics, nursing and communications, with a $500 monthly stipend.',
  },
];

export const jobsCopy = {
  id: 'jobs',
  eyebrow: 'Current openings',
  title: 'How to Apply',
  intro: `Open positions are advertised here and on our social media. Applications go by email to ${site.emails.careers}; we acknowledge every application.`,
  steps: [
    { title: 'Choose a position', text: 'Read the job summary, responsibilities and qualifications carefully.' },
    { title: 'Prepare your documents', text: 'A cover letter, an up-to-date CV and copies of your academic certificates.' },
    { title: 'Send your application', text: `Email your documents to ${site.emails.careers} with the position title as the subject.` },
    { title: 'Shortlisting and interview', text: 'Shortlisted candidates are contacted for a written test and an interview.' },
  ] satisfies Feature[],
  apply: { label: 'Email your application', email: site.emails.careers },
};

export const internshipCopy = {
  title: 'Internships',
  text: 'Our internship programme runs for 3 to 6 months and includes a $500 monthly stipend, a named supervisor and a small project of your own. Send a cover letter and CV to the careers address, stating your field and preferred dates.',
};
