import type { LucideIcon } from 'lucide-react';
import { Apple, Baby, HeartHandshake, HeartPulse, Scale, School, Stethoscope } from 'lucide-react';
import { programHref, programs } from './programs';
import type { PageIntro } from './types';

/** The focus areas page: the areas, each linked to programmes and partners. */
export const focusAreasPageIntro: PageIntro = {
  name: 'Focus Areas',
  description:
    "Our focus areas: women's, maternal, reproductive, adolescent, newborn and child health, nutrition and wellbeing, and gender equity.",
  eyebrow: 'Focus Areas',
  heading: 'Where we focus our work',
  lead: 'Our research, training and partnerships concentrate on the stages of life and the issues where better care saves the most lives.',
};

export interface FocusArea {
  /** Also the anchor of its section (/focus-areas#maternal-health). */
  id: string;
  icon: LucideIcon;
  title: string;
  summary: string;
  description: string;
  /** What the centre works on in this area. */
  priorities: string[];
  /** The programme that carries most of this work. */
  programId: (typeof programs)[number]['id'];
}

export const focusAreaList: FocusArea[] = [
  {
    id: 'womens-health',
    icon: HeartPulse,
    title: "Women's Health",
    summary: "Health across a woman's life course, beyond pregnancy.",
    description:
      'Women need good care before, between and after pregnancies. We study and support services for non-communicable diseases, cervical cancer screening and mental health, and how they can be offered in the same visit as maternal and child care.',
    priorities: [
      'Cervical cancer screening and treatment',
      'Hypertension and diabetes in women of reproductive age',
      'Maternal mental health',
    ],
    programId: 'adolescent-womens-health',
  },
  {
    id: 'maternal-health',
    icon: Stethoscope,
    title: 'Maternal Health',
    summary: 'Safe pregnancy and childbirth for every woman.',
    description:
      'Most maternal deaths can be prevented with timely, quality care. Our work covers antenatal, childbirth and postnatal care, emergency obstetric care, maternal death surveillance and response, and respectful maternity care.',
    priorities: [
      'Quality of care around birth',
      'Prevention and management of haemorrhage and pre-eclampsia',
      'Maternal death reviews that lead to action',
    ],
    programId: 'maternal-research',
  },
  {
    id: 'reproductive-health',
    icon: HeartHandshake,
    title: 'Reproductive Health',
    summary: 'Choice, information and services for every family.',
    description:
      'Family planning and birth spacing save the lives of mothers and babies. We research how to offer counselling and a full choice of methods after childbirth, in communities and through private providers.',
    priorities: ['Postpartum family planning', 'Birth spacing counselling in communities', 'Sexual and reproductive health information'],
    programId: 'adolescent-womens-health',
  },
  {
    id: 'adolescent-health',
    icon: School,
    title: 'Adolescent Health',
    summary: 'Services that young people trust and use.',
    description:
      'One in four young women in Uganda begins childbearing as a teenager. With schools and youth groups we develop adolescent-friendly services, prevent teenage pregnancy and support young mothers to return to school.',
    priorities: ['Adolescent-friendly health services', 'Preventing teenage pregnancy', 'Support for young mothers'],
    programId: 'adolescent-womens-health',
  },
  {
    id: 'nutrition',
    icon: Apple,
    title: 'Nutrition and Wellbeing',
    summary: 'Good nutrition from pregnancy to early childhood.',
    description:
      'Undernutrition harms growth and learning for life. We work on diets in pregnancy, breastfeeding, complementary feeding, the early detection of acute malnutrition and early child development.',
    priorities: ['Breastfeeding and complementary feeding', 'Screening for acute malnutrition', 'Early child development'],
    programId: 'nutrition',
  },
  {
    id: 'gender-equity',
    icon: Scale,
    title: 'Gender Equity and Equality',
    summary: 'Tackling the norms that put women and girls at risk.',
    description:
      'Gender norms shape who decides, who seeks care and who is safe. We address gender-based violence, involve men in maternal and child health, and make sure our research counts the experiences of women and girls.',
    priorities: ['Preventing gender-based violence', 'Involving men and families in care', 'Gender analysis in every study'],
    programId: 'adolescent-womens-health',
  },
  {
    id: 'newborn-child-health',
    icon: Baby,
    title: 'Newborn, SickBorn and Child Health',
    summary: 'Every newborn surviving and thriving.',
    description:
      'The first month is the most dangerous time of life. We improve essential newborn care, the care of small and sick newborns, kangaroo mother care, and the prevention and treatment of childhood illness.',
    priorities: ['Care of small and sick newborns', 'Kangaroo mother care', 'Integrated management of childhood illness'],
    programId: 'newborn',
  },
];

export function focusAreaProgram(area: FocusArea): { label: string; to: string } {
  const program = programs.find((p) => p.id === area.programId)!;
  return { label: program.title, to: programHref(program.id) };
}

export const focusAreasPageCopy = {
  overview: {
    id: 'areas',
    eyebrow: 'Our focus areas',
    title: 'Seven areas, one goal',
    intro: 'Healthier mothers, newborns, children and adolescents. Choose an area to read more.',
    navLabel: 'Focus areas on this page',
  },
  priorities: 'What we work on',
  relatedProgram: 'Related programme',
  partnerLink: { label: 'Partner with us', to: '/partners' },
  cta: {
    title: 'Turning focus into action',
    text: 'Each focus area is delivered through our programmes and partnerships.',
    programs: { label: 'See our programmes', to: '/programs' },
    partners: { label: 'Work with our partners', to: '/partners' },
  },
};
