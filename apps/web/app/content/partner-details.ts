/**
 * What a strategic partner's details section shows (features/partners/strategic-detail.tsx), apart
 * from its card's fields in content/partners.ts. Kept in a module of its own so that the partners
 * page's first JavaScript carries only the cards: the details load with the section that shows them.
 */
import type { LucideIcon } from 'lucide-react';
import {
  Baby,
  BookOpen,
  ChartLine,
  Cpu,
  FlaskConical,
  Globe,
  GraduationCap,
  HandCoins,
  Hospital,
  Microscope,
  Scale,
  Smartphone,
  Stethoscope,
  Truck,
  Users,
} from 'lucide-react';

export type JointProjectStatus = 'Ongoing' | 'Completed' | 'Planned';

export interface StrategicPartnerDetail {
  fullDescription: string;
  partnershipDuration: string;
  partnershipType: string;
  keyContact: string;
  website: string;
  impactMetrics: { icon: LucideIcon; value: string; label: string }[];
  collaborationAreas: { title: string; description: string; icon: LucideIcon }[];
  jointProjects: { title: string; description: string; status: JointProjectStatus; timeline: string; funding: string }[];
  successStory: { quote: string; author: string; role: string; organization: string };
  jointPublications: { title: string; journal: string; year: number; type: string }[];
}

/** By strategic partner id (content/partners.ts, strategicPartners). */
export const strategicPartnerDetails: Record<string, StrategicPartnerDetail> = {
  'northern-institute': {
    fullDescription:
      'Since 2014 the Northern Institute of Global Health and our centre have run joint studies on the care of small and sick newborns, co-supervised doctoral students and exchanged faculty. Together we designed the newborn care unit model now used in district hospitals across Uganda, and we continue to study how it can reach more babies.',
    partnershipDuration: '11 years',
    partnershipType: 'Research and training collaboration',
    keyContact: 'Prof. Anna Example',
    website: 'https://northern-institute.example.org',
    impactMetrics: [
      { icon: BookOpen, value: '86', label: 'Joint publications' },
      { icon: GraduationCap, value: '9', label: 'PhDs co-supervised' },
      { icon: Baby, value: '12', label: 'Newborn units supported' },
    ],
    collaborationAreas: [
      { title: 'Newborn care research', description: 'Trials and implementation studies on care for small and sick newborns.', icon: Baby },
      {
        title: 'Doctoral training',
        description: 'Joint supervision, courses and research exchanges for PhD students.',
        icon: GraduationCap,
      },
      { title: 'Health systems', description: 'How district hospitals organise, staff and equip newborn care.', icon: Hospital },
    ],
    jointProjects: [
      {
        title: 'Newborn Care Unit Scale-up Study',
        description: 'Follows the opening of newborn care units in eight district hospitals.',
        status: 'Ongoing',
        timeline: '2022 - 2026',
        funding: 'US$1.8 million',
      },
      {
        title: 'Kangaroo Mother Care in the Community',
        description: 'Tests continued skin-to-skin care at home after discharge.',
        status: 'Completed',
        timeline: '2018 - 2022',
        funding: 'US$950,000',
      },
    ],
    successStory: {
      quote: 'Working side by side for a decade, we have seen research turn into newborn units that save babies every day.',
      author: 'Prof. Anna Example',
      role: 'Professor of Global Child Health',
      organization: 'Northern Institute of Global Health',
    },
    jointPublications: [
      {
        title: 'Survival of small and sick newborns after district newborn unit scale-up',
        journal: 'Journal of Global Newborn Health',
        year: 2024,
        type: 'Research article',
      },
      {
        title: 'Community kangaroo mother care: a pragmatic trial',
        journal: 'African Journal of Child Health',
        year: 2022,
        type: 'Trial report',
      },
    ],
  },
  'ministry-of-health': {
    fullDescription:
      'The Ministry of Health is our closest policy partner. Our researchers sit on national technical working groups for maternal and newborn health, and our studies have informed the national newborn care guidelines, the maternal death surveillance and response system and training curricula for health workers.',
    partnershipDuration: '12 years',
    partnershipType: 'Policy and technical support',
    keyContact: 'Dr. Ruth Example',
    website: 'https://health.example.go.ug',
    impactMetrics: [
      { icon: Scale, value: '6', label: 'National guidelines informed' },
      { icon: Hospital, value: '40', label: 'Districts reached' },
      { icon: Users, value: '3,200', label: 'Health workers trained' },
    ],
    collaborationAreas: [
      { title: 'Policy evidence', description: 'Briefs and reviews for technical working groups and decision makers.', icon: Scale },
      { title: 'Guidelines', description: 'Drafting and testing national maternal and newborn care guidelines.', icon: BookOpen },
      { title: 'Training', description: 'In-service training curricula for midwives and clinicians.', icon: Stethoscope },
    ],
    jointProjects: [
      {
        title: 'Maternal Death Surveillance and Response Review',
        description: 'Reviews how well maternal death reviews lead to action in districts.',
        status: 'Ongoing',
        timeline: '2023 - 2026',
        funding: 'US$600,000',
      },
      {
        title: 'National Newborn Care Guidelines',
        description: 'Evidence reviews and field testing for the national guidelines.',
        status: 'Completed',
        timeline: '2019 - 2021',
        funding: 'US$250,000',
      },
    ],
    successStory: {
      quote: 'The centre brings us evidence we can act on, in time for the decisions we have to make.',
      author: 'Dr. Ruth Example',
      role: 'Commissioner for Reproductive and Child Health',
      organization: 'Ministry of Health, Uganda',
    },
    jointPublications: [
      {
        title: 'From review to action: maternal death surveillance in Uganda',
        journal: 'Health Policy in Africa',
        year: 2024,
        type: 'Policy analysis',
      },
      { title: 'National newborn care guidelines: the evidence base', journal: 'Technical report', year: 2021, type: 'Report' },
    ],
  },
  'global-partnership-mnh': {
    fullDescription:
      'With the Global Partnership for Maternal and Newborn Health we test global quality-of-care standards in Ugandan facilities and share what we learn with countries across Africa. Our researchers contribute to its technical advisory groups on measurement and newborn care.',
    partnershipDuration: '9 years',
    partnershipType: 'Technical advisory and implementation research',
    keyContact: 'Dr. Laura Sample',
    website: 'https://gpmnh.example.org',
    impactMetrics: [
      { icon: Globe, value: '14', label: 'Countries sharing lessons' },
      { icon: ChartLine, value: '25', label: 'Quality indicators tested' },
      { icon: BookOpen, value: '19', label: 'Joint publications' },
    ],
    collaborationAreas: [
      { title: 'Quality-of-care standards', description: 'Testing global standards in district facilities.', icon: ChartLine },
      { title: 'Measurement', description: 'Indicators and tools to track quality of care.', icon: Microscope },
      { title: 'Learning networks', description: 'Exchanges between countries on what works.', icon: Users },
    ],
    jointProjects: [
      {
        title: 'Quality of Care Network Learning Sites',
        description: 'Ugandan facilities as learning sites for the network.',
        status: 'Ongoing',
        timeline: '2021 - 2025',
        funding: 'US$1.1 million',
      },
      {
        title: 'Every Newborn Measurement',
        description: 'Validating newborn indicators in routine data.',
        status: 'Completed',
        timeline: '2016 - 2020',
        funding: 'US$700,000',
      },
    ],
    successStory: {
      quote: 'Uganda showed the network how facility teams can use data every week to improve care.',
      author: 'Dr. Laura Sample',
      role: 'Technical Lead, Quality of Care',
      organization: 'Global Partnership for Maternal and Newborn Health',
    },
    jointPublications: [
      {
        title: 'Measuring quality of newborn care in routine data',
        journal: 'Global Health Measurement',
        year: 2023,
        type: 'Research article',
      },
    ],
  },
  'safe-birth-africa': {
    fullDescription:
      'Safe Birth Africa trains midwives and doctors in emergency obstetric and newborn care in five East African countries. Together we developed a low-cost simulation course and study how skills last after training.',
    partnershipDuration: '7 years',
    partnershipType: 'Implementation partnership',
    keyContact: 'Ms. Joy Demo',
    website: 'https://safebirth.example.org',
    impactMetrics: [
      { icon: Stethoscope, value: '2,400', label: 'Midwives trained' },
      { icon: Hospital, value: '130', label: 'Facilities reached' },
      { icon: Globe, value: '5', label: 'Countries' },
    ],
    collaborationAreas: [
      {
        title: 'Simulation training',
        description: 'Low-cost drills for bleeding, eclampsia and newborn resuscitation.',
        icon: FlaskConical,
      },
      { title: 'Skills retention research', description: 'How long skills last and what keeps them fresh.', icon: Microscope },
    ],
    jointProjects: [
      {
        title: 'Skills That Last',
        description: 'Follow-up of skills one and two years after simulation training.',
        status: 'Ongoing',
        timeline: '2023 - 2025',
        funding: 'US$420,000',
      },
      {
        title: 'Regional Trainer Network',
        description: 'Training trainers in five countries.',
        status: 'Planned',
        timeline: '2026 - 2028',
        funding: 'US$800,000',
      },
    ],
    successStory: {
      quote: 'After the drills our team managed a severe bleed calmly, and the mother went home with her baby.',
      author: 'Sr. Esther Example',
      role: 'Midwife in charge',
      organization: 'A partner health centre in Busoga',
    },
    jointPublications: [
      {
        title: 'Retention of emergency obstetric skills after low-dose, high-frequency training',
        journal: 'Midwifery in Africa',
        year: 2024,
        type: 'Research article',
      },
    ],
  },
  'sunrise-medical': {
    fullDescription:
      'Sunrise Medical Devices works with our newborn units to design and test affordable equipment: bubble CPAP, phototherapy and warming devices built for district hospitals, with local maintenance training.',
    partnershipDuration: '5 years',
    partnershipType: 'Product development and testing',
    keyContact: 'Mr. Arjun Sample',
    website: 'https://sunrise-medical.example.com',
    impactMetrics: [
      { icon: Cpu, value: '3', label: 'Devices field-tested' },
      { icon: Hospital, value: '18', label: 'Hospitals equipped' },
      { icon: Truck, value: '95%', label: 'Devices in working order' },
    ],
    collaborationAreas: [
      { title: 'Device design', description: 'Clinicians and engineers designing for district hospitals.', icon: Cpu },
      { title: 'Digital monitoring', description: 'Simple alarms and logs that nurses can use.', icon: Smartphone },
    ],
    jointProjects: [
      {
        title: 'Bubble CPAP Field Evaluation',
        description: 'Usability and outcomes of a low-cost bubble CPAP device.',
        status: 'Completed',
        timeline: '2020 - 2023',
        funding: 'US$300,000',
      },
      {
        title: 'Smart Warmer Pilot',
        description: 'A warming device with temperature alarms.',
        status: 'Ongoing',
        timeline: '2024 - 2026',
        funding: 'US$260,000',
      },
    ],
    successStory: {
      quote: 'Designing with the nurses who use the devices made them simpler, sturdier and cheaper.',
      author: 'Mr. Arjun Sample',
      role: 'Head of Product',
      organization: 'Sunrise Medical Devices',
    },
    jointPublications: [
      {
        title: 'A low-cost bubble CPAP in Ugandan district hospitals: a field evaluation',
        journal: 'Neonatal Technology',
        year: 2023,
        type: 'Evaluation',
      },
    ],
  },
  'horizon-foundation': {
    fullDescription:
      'The Horizon Foundation for Global Health has funded our newborn survival research and research fellowships since 2015. Its grants support studies in Kampala and Busoga and a fellowship programme for early-career researchers.',
    partnershipDuration: '10 years',
    partnershipType: 'Research funding',
    keyContact: 'Ms. Clare Example',
    website: 'https://horizon-foundation.example.org',
    impactMetrics: [
      { icon: HandCoins, value: 'US$6.5M', label: 'Grants awarded' },
      { icon: GraduationCap, value: '24', label: 'Fellows funded' },
      { icon: FlaskConical, value: '7', label: 'Studies funded' },
    ],
    collaborationAreas: [
      { title: 'Research grants', description: 'Multi-year support for newborn survival studies.', icon: FlaskConical },
      { title: 'Fellowships', description: 'Two-year fellowships for early-career researchers.', icon: GraduationCap },
    ],
    jointProjects: [
      {
        title: 'Early-Career Research Fellowships',
        description: 'Fellowships with mentorship and small grants.',
        status: 'Ongoing',
        timeline: '2021 - 2026',
        funding: 'US$1.2 million',
      },
      {
        title: 'Busoga Newborn Survival Study',
        description: 'A district-wide study of newborn deaths and their causes.',
        status: 'Completed',
        timeline: '2015 - 2019',
        funding: 'US$2.3 million',
      },
    ],
    successStory: {
      quote: 'Our fellows now lead their own studies and teach the next generation.',
      author: 'Ms. Clare Example',
      role: 'Programme Officer',
      organization: 'Horizon Foundation for Global Health',
    },
    jointPublications: [
      {
        title: 'Causes and timing of newborn deaths in rural Uganda',
        journal: 'African Journal of Child Health',
        year: 2020,
        type: 'Research article',
      },
    ],
  },
};
