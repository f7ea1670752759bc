/**
 * The partners of the home page carousel (11 records). The logos are
 * drawn by the site from the initials and colours below (nothing hot-linked); the organisations and
 * key contacts are illustrative sample content.
 */
export interface PartnerLogo {
  initials: string;
  /** Gradient colours of the badge (white initials must stay readable on both). */
  from: string;
  to: string;
}

export interface CarouselPartner {
  id: number;
  name: string;
  location: string;
  logo: PartnerLogo;
  keyContact: string;
  focus: string;
  projects: string[];
  publications: number;
  yearsActive: number;
}

export const carouselPartners: CarouselPartner[] = [
  {
    id: 1,
    name: 'Ministry of Health, Uganda',
    location: 'Kampala, Uganda',
    logo: { initials: 'MoH', from: '#14633e', to: '#26995f' },
    keyContact: 'Dr. Sample Mukasa (Commissioner, Reproductive Health)',
    focus: 'National policy, newborn care guidelines and maternal death review',
    projects: ['National newborn care guidelines', 'Maternal and perinatal death surveillance'],
    publications: 18,
    yearsActive: 12,
  },
  {
    id: 2,
    name: 'Nordic Institute for Global Child Health',
    location: 'Stockholm, Sweden',
    logo: { initials: 'NI', from: '#1e3a8a', to: '#2563eb' },
    keyContact: 'Prof. Example Lindqvist',
    focus: 'Newborn survival trials and doctoral training',
    projects: ['Kangaroo mother care scale-up study', 'Joint PhD programme'],
    publications: 34,
    yearsActive: 11,
  },
  {
    id: 3,
    name: 'East African Newborn Network',
    location: 'Nairobi, Kenya',
    logo: { initials: 'EAN', from: '#7c2d12', to: '#c2410c' },
    keyContact: 'Dr. Placeholder Wanjiru',
    focus: 'Regional learning on small and sick newborn care',
    projects: ['Regional newborn unit mentorship', 'Cross-country quality of care audit'],
    publications: 9,
    yearsActive: 7,
  },
  {
    id: 4,
    name: 'Great Lakes Midwifery Association',
    location: 'Kigali, Rwanda',
    logo: { initials: 'GLM', from: '#701a75', to: '#a21caf' },
    keyContact: 'Ms. Example Uwase (Midwifery Lead)',
    focus: 'Midwifery skills, respectful maternity care and mentorship',
    projects: ['Emergency obstetric skills drills', 'Respectful maternity care training'],
    publications: 6,
    yearsActive: 8,
  },
  {
    id: 5,
    name: 'Busoga Regional Health Partnership',
    location: 'Jinja, Uganda',
    logo: { initials: 'BRH', from: '#115e59', to: '#0f766e' },
    keyContact: 'Mr. Sample Waiswa (District Coordinator)',
    focus: 'Community health workers and facility quality improvement',
    projects: ['Village health team home visits', 'District quality improvement collaborative'],
    publications: 11,
    yearsActive: 10,
  },
  {
    id: 6,
    name: 'Global Maternal Health Fund',
    location: 'Geneva, Switzerland',
    logo: { initials: 'GMF', from: '#1e40af', to: '#0369a1' },
    keyContact: 'Dr. Example Moreau (Programme Officer)',
    focus: 'Funding for maternal and newborn health research',
    projects: ['Postpartum haemorrhage prevention study', 'Maternal nutrition grants'],
    publications: 5,
    yearsActive: 6,
  },
  {
    id: 7,
    name: 'Kampala Urban Health Initiative',
    location: 'Kampala, Uganda',
    logo: { initials: 'KUH', from: '#9a3412', to: '#b45309' },
    keyContact: 'Dr. Placeholder Nakato',
    focus: 'Urban maternal and child health services',
    projects: ['Urban antenatal care study', 'Private clinic quality of care survey'],
    publications: 7,
    yearsActive: 5,
  },
  {
    id: 8,
    name: 'Lake Victoria Digital Health Lab',
    location: 'Mwanza, Tanzania',
    logo: { initials: 'LVD', from: '#3730a3', to: '#6d28d9' },
    keyContact: 'Eng. Sample Mushi (Technical Lead)',
    focus: 'Mobile tools for health workers and electronic registers',
    projects: ['Mobile job aids for village health teams', 'Electronic maternity registers'],
    publications: 8,
    yearsActive: 4,
  },
  {
    id: 9,
    name: 'West African Child Nutrition Consortium',
    location: 'Accra, Ghana',
    logo: { initials: 'WAC', from: '#166534', to: '#15803d' },
    keyContact: 'Dr. Example Mensah',
    focus: 'Maternal and child nutrition research',
    projects: ['Infant feeding counselling trial', 'Growth monitoring in primary care'],
    publications: 12,
    yearsActive: 6,
  },
  {
    id: 10,
    name: 'Adolescent Health Alliance Africa',
    location: 'Lusaka, Zambia',
    logo: { initials: 'AHA', from: '#9f1239', to: '#be123c' },
    keyContact: 'Ms. Placeholder Banda',
    focus: 'Adolescent sexual and reproductive health',
    projects: ['School-based health clubs', 'Youth-friendly services assessment'],
    publications: 4,
    yearsActive: 3,
  },
  {
    id: 11,
    name: 'Health Systems Policy Institute',
    location: 'Addis Ababa, Ethiopia',
    logo: { initials: 'HSP', from: '#334155', to: '#475569' },
    keyContact: 'Dr. Sample Tesfaye',
    focus: 'Health financing and policy analysis',
    projects: ['Free maternity care financing review', 'Policy brief series'],
    publications: 10,
    yearsActive: 9,
  },
];
