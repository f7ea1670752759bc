/**
 * The team page: about 30 members as typed content. Every id is unique and every category valid
 * (tested), so filters, counts and badges agree. Names, biographies and contacts are illustrative
 * sample content, not real people; avatars are initials, no photographs.
 */
import { BookOpen, Building2, GraduationCap, Megaphone, Microscope } from 'lucide-react';
import type { Feature, PageIntro } from './types';


export const TEAM_CATEGORIES = ['Secretariat', 'Research Team', 'Interns', 'Student Research Grantee', 'Communications Team'] as const;
export type TeamCategory = (typeof TEAM_CATEGORIES)[number];

interface TeamFilter {
  label: string;
  category?: TeamCategory;
}

/** Filter buttons in order; "All Team" shows everyone. Never empty: the first is shown when none is named. */
export const teamFilters: readonly [TeamFilter, ...TeamFilter[]] = [
  { label: 'All Team' },
  { label: 'Secretariat', category: 'Secretariat' },
  { label: 'Research Team', category: 'Research Team' },
  { label: 'Interns', category: 'Interns' },
  { label: 'Student Research Grantees', category: 'Student Research Grantee' },
  { label: 'Communications Team', category: 'Communications Team' },
];

/** Publications shown in the member dialog. */
export const TEAM_MODAL_PUBLICATIONS = 3;

export interface TeamMember {
  id: string;
  name: string;
  title: string;
  department: string;
  category: TeamCategory;
  bio: string;
  education?: string;
  /** Lines of "period: info", separated by semicolons or new lines. */
  expertise?: string;
  publications?: string[];
  phone?: string;
  email: string;
  country: string;
}

export const teamCopy = {
  sectionEyebrow: 'Our Team',
  sectionTitle: 'Meet the people behind the work',
  filterLabel: 'Filter team members by group',
  showing: (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`,
  openProfile: (name: string) => `View profile of ${name}`,
  about: 'About',
  expertise: 'Expertise',
  expertisePeriod: 'Period',
  expertiseInfo: 'Role and focus',
  education: 'Education',
  publications: 'Recent Publications',
  email: 'Email',
  call: 'Call',
  close: 'Close',
  note: 'Profiles on this page are illustrative sample content.',
};

const domain = 'mnchcentre.example.org';
const mail = (local: string) => `${local}@${domain}`;

export const teamMembers: TeamMember[] = [
  // Secretariat ---------------------------------------------------------------------------------
  {
    id: 'sec-01', name: 'Dr. Miriam Atim', title: 'Centre Director', department: 'Secretariat', category: 'Secretariat', country: 'Uganda',
    bio: 'Leads the centre\'s strategy, partnerships and research portfolio, and chairs the scientific committee. A paediatrician and epidemiologist with two decades of work on newborn survival in district hospitals.',
    education: 'PhD in Epidemiology; MMed Paediatrics; MBChB',
    expertise: '2019–present: Centre Director, strategy and partnerships; 2012–2019: Senior Lecturer, newborn health and quality of care; 2006–2012: Paediatrician, regional referral hospital',
    publications: [
      'Quality of newborn care in district hospitals: a mixed-methods assessment (2023)',
      'Scaling kangaroo mother care in East Africa: lessons from implementation (2021)',
      'Neonatal mortality trends in rural Uganda, 2010–2020 (2020)',
      'Essential newborn care training and practice: a cluster study (2018)',
    ],
    phone: '+256 414 000 101', email: mail('m.atim'),
  },
  {
    id: 'sec-02', name: 'Dr. Samuel Okello', title: 'Deputy Director, Research', department: 'Secretariat', category: 'Secretariat', country: 'Uganda',
    bio: 'Oversees the research pipeline from protocol to publication, mentors early-career investigators and leads the centre\'s methods clinic.',
    education: 'PhD in Health Systems Research; MPH',
    expertise: '2020–present: Deputy Director, research governance; 2014–2020: Principal Investigator, maternal health trials\n2010–2014: Research Fellow, health systems',
    publications: ['Maternal death surveillance and response in practice (2022)', 'Trial governance in low-resource settings (2020)'],
    phone: '+256 414 000 102', email: mail('s.okello'),
  },
  {
    id: 'sec-03', name: 'Grace Nakato', title: 'Programme Manager', department: 'Secretariat', category: 'Secretariat', country: 'Uganda',
    bio: 'Coordinates the centre\'s programmes, work plans and reporting to partners, and keeps multi-site projects on time and on budget.',
    education: 'MSc Project Planning and Management; BA Social Sciences',
    expertise: '2018–present: Programme Manager, multi-site projects; 2013–2018: Project Coordinator, community health',
    phone: '+256 414 000 103', email: mail('g.nakato'),
  },
  {
    id: 'sec-04', name: 'Peter Mugisha', title: 'Grants and Finance Manager', department: 'Secretariat', category: 'Secretariat', country: 'Uganda',
    bio: 'Manages grant budgets, financial reporting and compliance for the centre\'s funders.',
    education: 'MBA Finance; Certified Public Accountant',
    expertise: '2016–present: Grants and Finance Manager; 2011–2016: Finance Officer, research grants',
    phone: '+256 414 000 104', email: mail('p.mugisha'),
  },
  {
    id: 'sec-05', name: 'Esther Auma', title: 'Administrative Officer', department: 'Secretariat', category: 'Secretariat', country: 'Uganda',
    bio: 'Runs the centre\'s office, travel, procurement and the logistics of meetings and trainings.',
    education: 'BA Business Administration',
    expertise: '2017–present: Administrative Officer, operations and procurement',
    phone: '+256 414 000 105', email: mail('e.auma'),
  },
  {
    id: 'sec-06', name: 'Dr. Joel Kiiza', title: 'Partnerships Lead', department: 'Secretariat', category: 'Secretariat', country: 'Uganda',
    bio: 'Builds and sustains partnerships with ministries, universities, funders and civil society.',
    education: 'DrPH; MA International Relations',
    expertise: '2021–present: Partnerships Lead; 2015–2021: Policy Advisor, maternal and child health',
    publications: ['Academic–government partnerships for newborn health policy (2022)'],
    email: mail('j.kiiza'),
  },
  // Research team -------------------------------------------------------------------------------
  {
    id: 'res-01', name: 'Dr. Ruth Apio', title: 'Principal Investigator', department: 'Maternal Health', category: 'Research Team', country: 'Uganda',
    bio: 'Leads studies on the quality of childbirth care and emergency obstetric services in public health facilities.',
    education: 'PhD in Reproductive Health; MMed Obstetrics and Gynaecology',
    expertise: '2018–present: Principal Investigator, intrapartum care quality; 2012–2018: Obstetrician and Lecturer',
    publications: [
      'Respectful maternity care in public facilities (2023)',
      'Emergency obstetric care readiness across districts (2022)',
      'Postpartum haemorrhage management: a practice audit (2021)',
      'Birth companionship and satisfaction with care (2019)',
    ],
    phone: '+256 414 000 111', email: mail('r.apio'),
  },
  {
    id: 'res-02', name: 'Dr. Daniel Ssempa', title: 'Senior Research Fellow', department: 'Newborn Health', category: 'Research Team', country: 'Uganda',
    bio: 'Studies care for small and sick newborns, including special care units and follow-up after discharge.',
    education: 'PhD in Public Health; MBChB',
    expertise: '2017–present: Senior Research Fellow, small and sick newborn care; 2013–2017: Medical Officer, neonatal unit',
    publications: ['Outcomes of preterm infants after discharge (2023)', 'Staffing of special care baby units (2021)'],
    phone: '+256 414 000 112', email: mail('d.ssempa'),
  },
  {
    id: 'res-03', name: 'Dr. Harriet Namuli', title: 'Research Fellow', department: 'Child Health', category: 'Research Team', country: 'Uganda',
    bio: 'Works on integrated management of childhood illness and community case management by village health teams.',
    education: 'PhD in Epidemiology; MPH',
    expertise: '2019–present: Research Fellow, community case management; 2015–2019: Epidemiologist, district health office',
    publications: ['Village health teams and childhood pneumonia treatment (2022)'],
    email: mail('h.namuli'),
  },
  {
    id: 'res-04', name: 'Moses Tumwine', title: 'Data Manager', department: 'Data and Biostatistics', category: 'Research Team', country: 'Uganda',
    bio: 'Designs data systems for the centre\'s studies and keeps research data accurate, secure and analysable.',
    education: 'MSc Biostatistics; BSc Computer Science',
    expertise: '2016–present: Data Manager, electronic data capture; 2012–2016: Data Officer, surveillance',
    phone: '+256 414 000 114', email: mail('m.tumwine'),
  },
  {
    id: 'res-05', name: 'Dr. Lydia Achola', title: 'Nutrition Scientist', department: 'Nutrition', category: 'Research Team', country: 'Uganda',
    bio: 'Researches nutrition in pregnancy, breastfeeding support and early child growth.',
    education: 'PhD in Human Nutrition; MSc Food Science',
    expertise: '2018–present: Nutrition Scientist, maternal and infant nutrition; 2014–2018: Nutrition Advisor, NGO programmes',
    publications: ['Breastfeeding support in the first week of life (2023)', 'Anaemia in pregnancy in rural districts (2020)', 'Complementary feeding practices (2019)'],
    email: mail('l.achola'),
  },
  {
    id: 'res-06', name: 'Brian Ochieng', title: 'Research Officer', department: 'Health Systems', category: 'Research Team', country: 'Kenya',
    bio: 'Coordinates field work for health systems studies and supports the analysis of qualitative data.',
    education: 'MPH; BSc Environmental Health',
    expertise: '2020–present: Research Officer, health systems studies; 2017–2020: Field Coordinator',
    email: mail('b.ochieng'),
  },
  {
    id: 'res-07', name: 'Dr. Irene Kabasinguzi', title: 'Social Scientist', department: 'Community Health', category: 'Research Team', country: 'Uganda',
    bio: 'Leads qualitative and participatory research with families, communities and health workers.',
    education: 'PhD in Medical Anthropology; MA Sociology',
    expertise: '2017–present: Social Scientist, community engagement research; 2012–2017: Lecturer, sociology',
    publications: ['Care-seeking for sick newborns: family perspectives (2022)', 'Participatory women\'s groups in practice (2020)'],
    email: mail('i.kabasinguzi'),
  },
  {
    id: 'res-08', name: 'Dr. Felix Ndayisaba', title: 'Biostatistician', department: 'Data and Biostatistics', category: 'Research Team', country: 'Rwanda',
    bio: 'Provides statistical design and analysis for trials and surveys, and teaches applied statistics.',
    education: 'PhD in Biostatistics; MSc Mathematics',
    expertise: '2019–present: Biostatistician, trial design; 2014–2019: Lecturer, statistics',
    publications: ['Stepped-wedge designs in maternal health trials (2021)'],
    email: mail('f.ndayisaba'),
  },
  {
    id: 'res-09', name: 'Agnes Kyomuhendo', title: 'Midwife Researcher', department: 'Maternal Health', category: 'Research Team', country: 'Uganda',
    bio: 'A practising midwife who leads studies on midwifery-led care and clinical mentorship.',
    education: 'MSc Midwifery; BSc Nursing',
    expertise: '2018–present: Midwife Researcher, clinical mentorship; 2010–2018: Senior Midwife, maternity ward',
    phone: '+256 414 000 119', email: mail('a.kyomuhendo'),
  },
  {
    id: 'res-10', name: 'Dr. Hassan Juma', title: 'Digital Health Researcher', department: 'Innovation', category: 'Research Team', country: 'Tanzania',
    bio: 'Develops and evaluates digital tools that help health workers decide, record and follow up.',
    education: 'PhD in Health Informatics; MSc Software Engineering',
    expertise: '2020–present: Digital Health Researcher, decision support tools; 2015–2020: Software Lead, health information systems',
    publications: ['A mobile decision aid for newborn danger signs (2023)', 'Usability of digital registers in health centres (2021)'],
    email: mail('h.juma'),
  },
  // Interns -------------------------------------------------------------------------------------
  {
    id: 'int-01', name: 'Sharon Nabirye', title: 'Research Intern', department: 'Newborn Health', category: 'Interns', country: 'Uganda',
    bio: 'Supports data collection and literature reviews for the newborn health team.',
    education: 'BSc Public Health (final year)',
    expertise: '2025: Research Intern, literature reviews and data collection',
    email: mail('s.nabirye'),
  },
  {
    id: 'int-02', name: 'Kevin Lubega', title: 'Data Intern', department: 'Data and Biostatistics', category: 'Interns', country: 'Uganda',
    bio: 'Cleans study data and builds dashboards for project monitoring.',
    education: 'BSc Statistics',
    expertise: '2025: Data Intern, data cleaning and dashboards',
    email: mail('k.lubega'),
  },
  {
    id: 'int-03', name: 'Patience Akello', title: 'Programme Intern', department: 'Secretariat', category: 'Interns', country: 'Uganda',
    bio: 'Helps plan trainings and prepares reports for partners.',
    education: 'BA Development Studies',
    expertise: '2025: Programme Intern, training logistics and reporting',
    email: mail('p.akello'),
  },
  {
    id: 'int-04', name: 'Ivan Waiswa', title: 'Communications Intern', department: 'Communications', category: 'Interns', country: 'Uganda',
    bio: 'Writes stories from the field and supports the centre\'s social media.',
    education: 'BA Mass Communication',
    expertise: '2025: Communications Intern, field stories and social media',
    email: mail('i.waiswa'),
  },
  {
    id: 'int-05', name: 'Mercy Wanjiru', title: 'Research Intern', department: 'Nutrition', category: 'Interns', country: 'Kenya',
    bio: 'Assists the nutrition team with dietary surveys and growth monitoring data.',
    education: 'BSc Human Nutrition',
    expertise: '2025: Research Intern, dietary surveys',
    email: mail('m.wanjiru'),
  },
  // Student research grantees -------------------------------------------------------------------
  {
    id: 'grt-01', name: 'Rose Nansubuga', title: 'PhD Research Grantee', department: 'Maternal Health', category: 'Student Research Grantee', country: 'Uganda',
    bio: 'Studies continuity of care between antenatal visits and childbirth.',
    education: 'PhD candidate in Public Health; MPH',
    expertise: '2023–present: PhD research, continuity of maternity care; 2019–2023: Research Assistant',
    publications: ['Antenatal care attendance and facility birth (2024)'],
    email: mail('r.nansubuga'),
  },
  {
    id: 'grt-02', name: 'Emmanuel Kato', title: 'Masters Research Grantee', department: 'Newborn Health', category: 'Student Research Grantee', country: 'Uganda',
    bio: 'Researches thermal care and kangaroo mother care at home after discharge.',
    education: 'MPH candidate; BSc Nursing',
    expertise: '2024–present: Masters research, kangaroo mother care at home',
    email: mail('e.kato'),
  },
  {
    id: 'grt-03', name: 'Christine Ayebare', title: 'PhD Research Grantee', department: 'Adolescent Health', category: 'Student Research Grantee', country: 'Uganda',
    bio: 'Explores adolescent-friendly services and the care of young mothers.',
    education: 'PhD candidate in Reproductive Health; MSc Population Studies',
    expertise: '2022–present: PhD research, adolescent pregnancy care; 2018–2022: Programme Officer, youth health',
    publications: ['Young mothers\' experiences of postnatal care (2024)', 'Adolescent-friendly services: a facility survey (2023)'],
    email: mail('c.ayebare'),
  },
  {
    id: 'grt-04', name: 'Joseph Ouma', title: 'Masters Research Grantee', department: 'Health Systems', category: 'Student Research Grantee', country: 'Uganda',
    bio: 'Analyses the cost of referral transport for obstetric emergencies.',
    education: 'MSc Health Economics candidate',
    expertise: '2024–present: Masters research, referral transport costs',
    email: mail('j.ouma'),
  },
  {
    id: 'grt-05', name: 'Aisha Nalule', title: 'Masters Research Grantee', department: 'Nutrition', category: 'Student Research Grantee', country: 'Uganda',
    bio: 'Studies iron and folic acid supplementation in pregnancy.',
    education: 'MSc Human Nutrition candidate',
    expertise: '2024–present: Masters research, supplementation in pregnancy',
    email: mail('a.nalule'),
  },
  // Communications team -------------------------------------------------------------------------
  {
    id: 'com-01', name: 'Linda Amongin', title: 'Communications Lead', department: 'Communications', category: 'Communications Team', country: 'Uganda',
    bio: 'Leads the centre\'s communications strategy, media relations and publications.',
    education: 'MA Journalism and Communication',
    expertise: '2019–present: Communications Lead, strategy and media; 2013–2019: Health Journalist',
    phone: '+256 414 000 131', email: mail('l.amongin'),
  },
  {
    id: 'com-02', name: 'Martin Byaruhanga', title: 'Digital Content Officer', department: 'Communications', category: 'Communications Team', country: 'Uganda',
    bio: 'Manages the website, newsletter and social media channels.',
    education: 'BA Mass Communication',
    expertise: '2021–present: Digital Content Officer, website and newsletter',
    email: mail('m.byaruhanga'),
  },
  {
    id: 'com-03', name: 'Faith Nyakato', title: 'Knowledge Translation Officer', department: 'Communications', category: 'Communications Team', country: 'Uganda',
    bio: 'Turns research findings into policy briefs, fact sheets and community materials.',
    education: 'MPH; BA Communication',
    expertise: '2020–present: Knowledge Translation Officer, policy briefs; 2016–2020: Research Assistant',
    publications: ['From evidence to policy brief: a practical guide (2022)'],
    email: mail('f.nyakato'),
  },
  {
    id: 'com-04', name: 'Ronald Kasozi', title: 'Multimedia Officer', department: 'Communications', category: 'Communications Team', country: 'Uganda',
    bio: 'Produces photographs, video and infographics from the centre\'s work.',
    education: 'Diploma in Film and Multimedia',
    expertise: '2021–present: Multimedia Officer, video and photography',
    email: mail('r.kasozi'),
  },
];

export const teamIntro: PageIntro = {
  name: 'Our Team',
  description: 'The people of the centre: secretariat, researchers, interns, student research grantees and communications team.',
  eyebrow: 'Our Team',
  heading: 'The people behind the work',
  lead: 'Epidemiologists, clinicians, midwives, nutritionists, social scientists, data managers and communicators working together for mothers and children.',
};

export const teamGroups: Feature[] = [
  { icon: Building2, title: 'Secretariat', text: 'Leads the centre, manages grants and partnerships, and supports every team.' },
  { icon: Microscope, title: 'Research Team', text: 'Principal investigators, research fellows and officers who design and run our studies.' },
  { icon: GraduationCap, title: 'Interns', text: 'Students and recent graduates on 3 to 6 month placements.' },
  { icon: BookOpen, title: 'Student Research Grantees', text: 'Masters and PhD students funded through the centre\'s research grants.' },
  { icon: Megaphone, title: 'Communications Team', text: 'Shares our work through the website, media, events and publications.' },
];

export const teamJoin = {
  title: 'Join Our Mission',
  text: 'We are always looking for talented people who care about the health of mothers and children.',
  primary: { label: 'See careers', to: '/jobs' },
  secondary: { label: 'Get involved', to: '/get-involved' },
};
