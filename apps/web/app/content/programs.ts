import type { LucideIcon } from 'lucide-react';
import { Apple, Baby, DatabaseZap, GraduationCap, HeartHandshake, Layers, Repeat, Smartphone, Stethoscope } from 'lucide-react';
import type { FigureKey } from '@mnch/shared';
import type { FigureSet } from '../lib/figures';
import { formatFigure, type Figure } from './figures';
import { programLink } from './program-links';

export { programHref } from './program-links';
import type { Feature, PageIntro } from './types';
/** The six core programmes of the programmes page. Texts are sample content for this product. */
export interface ProgramInitiative {
  title: string;
  description: string;
  timeline: string;
}

/** A metric as shown, or one of the site's figures (GET /api/figures) by key, with its own label or the figure's. */
export type ProgramMetric = { value: string; label: string } | { figure: FigureKey; label?: string };

export interface ProgramResource {
  title: string;
  type: 'Report' | 'Policy brief' | 'Guideline' | 'Toolkit' | 'Training manual' | 'Journal article';
  year: number;
}

export interface Program {
  id: string;
  /** Short name used in menus (content/program-links.ts). */
  menuLabel: string;
  icon: LucideIcon;
  title: string;
  category: string;
  shortDescription: string;
  fullDescription: string;
  projectCount: number;
  /** People reached by the programme, as shown (e.g. "480K+"), or a figure by key shown in thousands. */
  beneficiaries: string | { thousandsOf: FigureKey };
  initiatives: ProgramInitiative[];
  /** Four impact metrics. */
  metrics: [ProgramMetric, ProgramMetric, ProgramMetric, ProgramMetric];
  /** A success story; names are illustrative. */
  successStory: { quote: string; author: string; role: string };
  resources: ProgramResource[];
  partners: { name: string; role: string }[];
}

export const programs: Program[] = [
  {
    ...programLink('newborn'),
    icon: Baby,
    title: 'Newborn Health Programme',
    category: 'Newborn, sick newborn and child health',
    shortDescription: 'Improving survival and quality of care for small and sick newborns in facilities and communities.',
    fullDescription:
      'The programme works with district health teams to strengthen essential newborn care, kangaroo mother care and the care of small and sick newborns. It tests models for newborn care units in regional and general hospitals, trains nurses and midwives in neonatal resuscitation, and follows babies after discharge through community health workers.',
    projectCount: 15,
    beneficiaries: '480K+',
    initiatives: [
      {
        title: 'Kangaroo mother care scale-up',
        description: 'Skin-to-skin care for small babies in 24 hospitals, with follow-up at home by village health teams.',
        timeline: '2021 – 2026',
      },
      {
        title: 'Newborn care units in district hospitals',
        description: 'Designing, equipping and mentoring special care units for sick and small newborns.',
        timeline: '2019 – 2025',
      },
      {
        title: 'Helping Babies Breathe refreshers',
        description: 'Short, frequent resuscitation drills for midwives on the labour ward.',
        timeline: '2022 – 2026',
      },
    ],
    metrics: [
      { value: '24', label: 'Hospitals with newborn care units' },
      { value: '3,200+', label: 'Midwives trained in resuscitation' },
      { value: '31%', label: 'Fewer deaths of small babies in supported units' },
      { value: '18,000+', label: 'Babies followed up at home' },
    ],
    successStory: {
      quote:
        'Our unit used to lose many of the small babies. Now mothers stay with their babies skin to skin, and most of them go home growing well.',
      author: 'Sister Grace A.',
      role: 'Nurse in charge, newborn care unit',
    },
    resources: [
      { title: 'Kangaroo mother care implementation guide', type: 'Guideline', year: 2023 },
      { title: 'Newborn care units: lessons from ten districts', type: 'Report', year: 2024 },
      { title: 'Care of small and sick newborns after discharge', type: 'Policy brief', year: 2022 },
    ],
    partners: [
      { name: 'Ministry of Health, Reproductive Health Division', role: 'Policy and national scale-up' },
      { name: 'District health teams', role: 'Implementation and supervision' },
      { name: 'Regional referral hospitals', role: 'Clinical mentorship sites' },
    ],
  },
  {
    ...programLink('nutrition'),
    icon: Apple,
    title: 'Maternal and Child Nutrition',
    category: 'Nutrition and wellbeing',
    shortDescription: 'Evidence and community action against undernutrition in mothers, infants and young children.',
    fullDescription:
      'We study what works to improve diets in pregnancy, breastfeeding and complementary feeding, and how nutrition services can be delivered through antenatal care, immunisation visits and village health teams. The programme supports growth monitoring, counselling and the early detection of acute malnutrition.',
    projectCount: 8,
    beneficiaries: '350K+',
    initiatives: [
      {
        title: 'Breastfeeding and complementary feeding counselling',
        description: 'Peer counsellors and health workers support mothers from pregnancy to the second birthday.',
        timeline: '2020 – 2025',
      },
      {
        title: 'Community screening for acute malnutrition',
        description: 'Mothers and village health teams screen children with colour-coded arm bands.',
        timeline: '2022 – 2026',
      },
      {
        title: 'Nutrition in antenatal care',
        description: 'Iron and folic acid, diet counselling and weight monitoring in every antenatal visit.',
        timeline: '2023 – 2027',
      },
    ],
    metrics: [
      { value: '62%', label: 'Infants exclusively breastfed in supported districts' },
      { value: '45,000+', label: 'Children screened for malnutrition' },
      { value: '1,100+', label: 'Peer counsellors trained' },
      { value: '14', label: 'Districts reached' },
    ],
    successStory: {
      quote:
        'The counsellor visited me after my baby was born and showed me how to breastfeed well. My baby has grown strong and my neighbours now ask me for advice.',
      author: 'Miriam N.',
      role: 'Mother and peer supporter',
    },
    resources: [
      { title: 'Infant and young child feeding counselling cards', type: 'Toolkit', year: 2022 },
      { title: 'Screening for acute malnutrition by mothers', type: 'Journal article', year: 2024 },
      { title: 'Nutrition services in antenatal care', type: 'Policy brief', year: 2023 },
    ],
    partners: [
      { name: 'Ministry of Health, Nutrition Division', role: 'National guidance' },
      { name: 'Community nutrition NGOs', role: 'Peer counsellor networks' },
      { name: 'University food science department', role: 'Diet assessment research' },
    ],
  },
  {
    ...programLink('maternal-research'),
    icon: Stethoscope,
    title: 'Maternal Health Research',
    category: "Women's and maternal health",
    shortDescription: 'Research that makes pregnancy and childbirth safer, from antenatal care to the postnatal period.',
    fullDescription:
      'Our maternal health research covers the quality of antenatal, intrapartum and postnatal care, maternal death surveillance and response, and the prevention and management of complications such as haemorrhage and pre-eclampsia. Findings are shared with the Ministry of Health and district leaders to guide policy and practice.',
    projectCount: 12,
    beneficiaries: '620K+',
    initiatives: [
      {
        title: 'Quality of care during childbirth',
        description: 'Measuring and improving care on labour wards with facility quality improvement teams.',
        timeline: '2020 – 2025',
      },
      {
        title: 'Maternal death surveillance and response',
        description: 'Helping districts review every maternal death and act on what they learn.',
        timeline: '2018 – 2026',
      },
      {
        title: 'Respectful maternity care',
        description: 'Training and accountability tools so that every woman is treated with dignity in labour.',
        timeline: '2022 – 2025',
      },
    ],
    metrics: [
      { value: '86', label: 'Health facilities in quality improvement' },
      { value: '95%', label: 'Maternal deaths reviewed in supported districts' },
      { value: '40+', label: 'Peer-reviewed papers' },
      { value: '12', label: 'District action plans informed' },
    ],
    successStory: {
      quote:
        'Reviewing each death with the team changed how we work. We now have blood available around the clock and referrals leave within the hour.',
      author: 'Dr. Samuel K.',
      role: 'District health officer',
    },
    resources: [
      { title: 'Quality of childbirth care in eastern Uganda', type: 'Report', year: 2024 },
      { title: 'Maternal death reviews that lead to action', type: 'Policy brief', year: 2023 },
      { title: 'Respectful maternity care training manual', type: 'Training manual', year: 2022 },
    ],
    partners: [
      { name: 'Ministry of Health, Maternal and Child Health Cluster', role: 'Policy uptake' },
      { name: 'Association of obstetricians and gynaecologists', role: 'Clinical standards' },
      { name: 'International research universities', role: 'Joint studies and training' },
    ],
  },
  {
    ...programLink('adolescent-womens-health'),
    icon: HeartHandshake,
    title: "Adolescent and Women's Health",
    category: 'Reproductive and adolescent health',
    shortDescription: 'Services and research that respond to the health needs of adolescents and women of reproductive age.',
    fullDescription:
      'The programme works with schools, youth groups and health facilities on adolescent-friendly services, family planning, the prevention of teenage pregnancy and gender-based violence, and the screening of women for cervical cancer. Young people take part in designing and reviewing the interventions.',
    projectCount: 9,
    beneficiaries: '290K+',
    initiatives: [
      {
        title: 'Adolescent-friendly health services',
        description: 'Youth corners, trained providers and flexible hours in health centres.',
        timeline: '2021 – 2025',
      },
      {
        title: 'Family planning and birth spacing',
        description: 'Counselling and choice of methods after childbirth and after abortion care.',
        timeline: '2020 – 2026',
      },
      {
        title: 'Preventing gender-based violence',
        description: 'School and community programmes, with referral pathways to care and support.',
        timeline: '2023 – 2027',
      },
    ],
    metrics: [
      { value: '120', label: 'Youth-friendly service points' },
      { value: '38,000+', label: 'Adolescents reached with services' },
      { value: '24%', label: 'Rise in postpartum family planning uptake' },
      { value: '65', label: 'Schools in the programme' },
    ],
    successStory: {
      quote: 'At the youth corner nobody judges you. I got the information I needed and now I help my classmates find it too.',
      author: 'Aisha T.',
      role: 'Youth peer educator, 19',
    },
    resources: [
      { title: 'Adolescent-friendly services checklist', type: 'Toolkit', year: 2023 },
      { title: 'Postpartum family planning: what works', type: 'Journal article', year: 2024 },
      { title: 'Keeping girls safe in school', type: 'Policy brief', year: 2022 },
    ],
    partners: [
      { name: 'Ministry of Education and Sports', role: 'School health programme' },
      { name: 'Youth-led organisations', role: 'Co-design and outreach' },
      { name: 'Women’s rights NGOs', role: 'Referral and support services' },
    ],
  },
  {
    ...programLink('training'),
    icon: GraduationCap,
    title: 'Training and Capacity Building',
    category: 'Capacity building',
    shortDescription: 'Training health workers, students and researchers who will lead maternal and child health tomorrow.',
    fullDescription:
      'We run short courses, mentorship and supervision for health workers, support masters and PhD students, and offer research methods training to early-career researchers. Training combines classroom sessions, simulation and on-the-job mentorship in partner health facilities.',
    projectCount: 20,
    beneficiaries: { thousandsOf: 'healthWorkersTrained' },
    initiatives: [
      {
        title: 'Mentorship for health workers',
        description: 'Clinical mentors coach facility teams in emergency obstetric and newborn care.',
        timeline: 'Ongoing since 2014',
      },
      {
        title: 'Masters and PhD supervision',
        description: 'Research grants, supervision and writing support for postgraduate students.',
        timeline: 'Ongoing since 2013',
      },
      {
        title: 'Research methods courses',
        description: 'Short courses in study design, data analysis, ethics and scientific writing.',
        timeline: 'Twice a year',
      },
    ],
    metrics: [
      { figure: 'healthWorkersTrained' },
      { figure: 'mastersStudents', label: 'Masters students supported' },
      { figure: 'phdCandidates' },
      { figure: 'professionalsTrainedYearly' },
    ],
    successStory: {
      quote:
        'The research grant and the mentorship gave me my first publication. Today I lead a study of my own in the same district where I trained.',
      author: 'Dr. Ruth M.',
      role: 'Former masters grantee, now research fellow',
    },
    resources: [
      { title: 'Clinical mentorship handbook', type: 'Training manual', year: 2023 },
      { title: 'Research methods course syllabus', type: 'Guideline', year: 2024 },
      { title: 'Ten years of capacity building', type: 'Report', year: 2023 },
    ],
    partners: [
      { name: 'School of Public Health', role: 'Academic home and degrees' },
      { name: 'Partner universities abroad', role: 'Joint supervision and exchanges' },
      { name: 'Professional councils', role: 'Accreditation of courses' },
    ],
  },
  {
    ...programLink('digital-health'),
    icon: Smartphone,
    title: 'Digital Health Innovation',
    category: 'Digital health research',
    shortDescription: 'Digital tools that help health workers and families reach timely, quality care.',
    fullDescription:
      'The programme develops and evaluates mobile tools for community health workers, electronic registers for maternal and newborn care, and messaging services that remind families about antenatal visits and immunisation. Every tool is tested with its users and assessed for cost and impact before scale-up.',
    projectCount: 7,
    beneficiaries: '760K+',
    initiatives: [
      {
        title: 'Mobile tools for village health teams',
        description: 'Decision support and referral tracking on simple smartphones.',
        timeline: '2021 – 2025',
      },
      {
        title: 'Electronic maternal and newborn registers',
        description: 'Replacing paper registers so that facilities see their own data every week.',
        timeline: '2022 – 2026',
      },
      {
        title: 'Reminders for care visits',
        description: 'Text and voice messages in local languages for antenatal care and immunisation.',
        timeline: '2020 – 2025',
      },
    ],
    metrics: [
      { value: '2,400+', label: 'Village health workers using the app' },
      { value: '48', label: 'Facilities with electronic registers' },
      { value: '27%', label: 'More women completing four antenatal visits' },
      { value: '5', label: 'Local languages supported' },
    ],
    successStory: {
      quote:
        'The app reminds me which mothers are due for a visit and tells me when to refer. I no longer lose track of anyone in my village.',
      author: 'Joseph O.',
      role: 'Village health team member',
    },
    resources: [
      { title: 'Designing digital tools with health workers', type: 'Journal article', year: 2023 },
      { title: 'Electronic registers: an implementation guide', type: 'Guideline', year: 2024 },
      { title: 'Cost of SMS reminders for antenatal care', type: 'Report', year: 2022 },
    ],
    partners: [
      { name: 'Ministry of Health, Division of Health Information', role: 'Standards and integration' },
      { name: 'Mobile network operators', role: 'Messaging services' },
      { name: 'Technology partners', role: 'Software development' },
    ],
  },
];

export const programsIntro: PageIntro = {
  name: 'Programs',
  description:
    "Our six core programmes: newborn health, nutrition, maternal health research, adolescent and women's health, training, and digital health.",
  eyebrow: 'What We Do',
  heading: 'Our programmes',
  lead: 'Six core programmes bring together research, training and service improvement for mothers, newborns, children and adolescents.',
};

export const programsHeroStats = (f: FigureSet): Figure[] => [f.corePrograms, { ...f.projects, label: 'Active projects' }, f.beneficiaries];

/** A figure of the set by its key ('students.total'). */
function figureAt(f: FigureSet, key: FigureKey): Figure {
  const [group, name] = key.split('.') as [string, string | undefined];
  const entry = (f as unknown as Record<string, Figure | Record<string, Figure>>)[group];
  return (name === undefined ? entry : (entry as Record<string, Figure> | undefined)?.[name]) as Figure;
}

/** The programme's metrics as shown, figures resolved. */
export function programMetrics(program: Program, f: FigureSet): Array<{ value: string; label: string }> {
  return program.metrics.map((metric) => {
    if (!('figure' in metric)) return metric;
    const figure = figureAt(f, metric.figure);
    return { value: formatFigure(figure), label: metric.label ?? figure.label };
  });
}

/** The people the programme reached, as shown. */
export function programBeneficiaries(program: Program, f: FigureSet): string {
  const { beneficiaries } = program;
  return typeof beneficiaries === 'string' ? beneficiaries : `${figureAt(f, beneficiaries.thousandsOf).value / 1000}K+`;
}

export const programsCopy = {
  portfolio: { id: 'portfolio', eyebrow: 'Programme portfolio', title: 'Choose a programme to see its details' },
  details: {
    id: 'program-details',
    projects: 'projects',
    beneficiaries: 'beneficiaries',
    viewDetails: 'View details',
    selected: 'Selected',
    description: 'About the programme',
    initiatives: 'Key initiatives',
    metrics: 'Impact metrics',
    story: 'Success story',
    resources: 'Resources',
    partners: 'Key partners',
    close: 'Show all programmes',
  },
  synergies: {
    id: 'synergies',
    eyebrow: 'Cross-programme synergies',
    title: 'Stronger together',
    intro: 'Our programmes are designed to work as one: the same families, facilities and data systems benefit from all of them.',
  },
};

export const synergies: Feature[] = [
  {
    icon: Repeat,
    title: 'Continuum of care',
    text: 'Maternal, newborn and nutrition programmes follow the same families from pregnancy to early childhood.',
  },
  {
    icon: Layers,
    title: 'Shared platforms',
    text: 'Training and digital health tools serve every programme, from facility mentorship to community registers.',
  },
  {
    icon: DatabaseZap,
    title: 'One evidence base',
    text: 'Common data systems let each programme learn from the others and report joint results.',
  },
];

export const programsCta = {
  title: 'Work with us on our programmes',
  text: 'Partners, funders and researchers are welcome to join any of our programmes.',
  primary: { label: 'Our partners', to: '/partners' },
  secondary: { label: 'Our focus areas', to: '/focus-areas' },
};
