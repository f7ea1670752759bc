import { figures, type Figure } from './figures';
import type { Feature, PageIntro } from './types';
/** The six core programmes (spec part 2, Programs page). Texts are sample content for this product. */
export interface Program {
  id: string;
  /** Short name used in menus. */
  menuLabel: string;
  title: string;
  category: string;
  shortDescription: string;
  fullDescription: string;
  projectCount: number;
  highlights: string[];
}

export const programs: Program[] = [
  {
    id: 'newborn',
    menuLabel: 'Newborn Health',
    title: 'Newborn Health Programme',
    category: 'Newborn, sick newborn and child health',
    shortDescription:
      'Improving survival and quality of care for small and sick newborns in facilities and communities.',
    fullDescription:
      'The programme works with district health teams to strengthen essential newborn care, kangaroo mother care and the care of small and sick newborns. It tests models for newborn care units in regional and general hospitals, trains nurses and midwives in neonatal resuscitation, and follows babies after discharge through community health workers.',
    projectCount: 15,
    highlights: ['Kangaroo mother care scale-up', 'Newborn care units in district hospitals', 'Follow-up of small babies at home'],
  },
  {
    id: 'nutrition',
    menuLabel: 'Nutrition',
    title: 'Maternal and Child Nutrition',
    category: 'Nutrition and wellbeing',
    shortDescription:
      'Evidence and community action against undernutrition in mothers, infants and young children.',
    fullDescription:
      'We study what works to improve diets in pregnancy, breastfeeding and complementary feeding, and how nutrition services can be delivered through antenatal care, immunisation visits and village health teams. The programme supports growth monitoring, counselling and the early detection of acute malnutrition.',
    projectCount: 8,
    highlights: ['Breastfeeding and complementary feeding counselling', 'Screening for acute malnutrition', 'Nutrition in antenatal care'],
  },
  {
    id: 'maternal-research',
    menuLabel: 'Maternal Health Research',
    title: 'Maternal Health Research',
    category: "Women's and maternal health",
    shortDescription:
      'Research that makes pregnancy and childbirth safer, from antenatal care to the postnatal period.',
    fullDescription:
      'Our maternal health research covers the quality of antenatal, intrapartum and postnatal care, maternal death surveillance and response, and the prevention and management of complications such as haemorrhage and pre-eclampsia. Findings are shared with the Ministry of Health and district leaders to guide policy and practice.',
    projectCount: 12,
    highlights: ['Quality of care during childbirth', 'Maternal death surveillance and response', 'Respectful maternity care'],
  },
  {
    id: 'adolescent-womens-health',
    menuLabel: "Adolescent and Women's Health",
    title: "Adolescent and Women's Health",
    category: 'Reproductive and adolescent health',
    shortDescription:
      'Services and research that respond to the health needs of adolescents and women of reproductive age.',
    fullDescription:
      'The programme works with schools, youth groups and health facilities on adolescent-friendly services, family planning, the prevention of teenage pregnancy and gender-based violence, and the screening of women for cervical cancer. Young people take part in designing and reviewing the interventions.',
    projectCount: 9,
    highlights: ['Adolescent-friendly health services', 'Family planning and birth spacing', 'Preventing gender-based violence'],
  },
  {
    id: 'training',
    menuLabel: 'Training and Capacity Building',
    title: 'Training and Capacity Building',
    category: 'Capacity building',
    shortDescription:
      'Training health workers, students and researchers who will lead maternal and child health tomorrow.',
    fullDescription:
      'We run short courses, mentorship and supervision for health workers, support masters and PhD students, and offer research methods training to early-career researchers. Training combines classroom sessions, simulation and on-the-job mentorship in partner health facilities.',
    projectCount: 20,
    highlights: ['Mentorship for health workers', 'Masters and PhD supervision', 'Research methods courses'],
  },
  {
    id: 'digital-health',
    menuLabel: 'Digital Health',
    title: 'Digital Health Innovation',
    category: 'Digital health research',
    shortDescription:
      'Digital tools that help health workers and families reach timely, quality care.',
    fullDescription:
      'The programme develops and evaluates mobile tools for community health workers, electronic registers for maternal and newborn care, and messaging services that remind families about antenatal visits and immunisation. Every tool is tested with its users and assessed for cost and impact before scale-up.',
    projectCount: 7,
    highlights: ['Mobile tools for village health teams', 'Electronic maternal and newborn registers', 'Reminders for care visits'],
  },
];

export function programHref(id: string): string {
  return `/programs?program=${encodeURIComponent(id)}#program-details`;
}


export const programsIntro: PageIntro = {
  name: 'Programs',
  description: 'Our six core programmes: newborn health, nutrition, maternal health research, adolescent and women\'s health, training, and digital health.',
  eyebrow: 'What We Do',
  heading: 'Our programmes',
  lead: 'Six core programmes bring together research, training and service improvement for mothers, newborns, children and adolescents.',
};

export const programsHeroStats: Figure[] = [
  figures.corePrograms,
  { ...figures.projects, label: 'Active projects' },
  figures.beneficiaries,
];

export const programsCopy = {
  portfolio: { id: 'portfolio', eyebrow: 'Programme portfolio', title: 'Choose a programme to see its details' },
  details: { id: 'program-details', projects: 'projects', highlights: 'Key initiatives', close: 'Show all programmes' },
};

export const synergies: Feature[] = [
  { title: 'Continuum of care', text: 'Maternal, newborn and nutrition programmes follow the same families from pregnancy to early childhood.' },
  { title: 'Shared platforms', text: 'Training and digital health tools serve every programme, from facility mentorship to community registers.' },
  { title: 'One evidence base', text: 'Common data systems let each programme learn from the others and report joint results.' },
];

export const programsCta = {
  title: 'Work with us on our programmes',
  text: 'Partners, funders and researchers are welcome to join any of our programmes.',
  primary: { label: 'Our partners', to: '/partners' },
  secondary: { label: 'Our focus areas', to: '/focus-areas' },
};
