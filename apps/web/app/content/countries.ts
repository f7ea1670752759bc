/**
 * The countries of the impact page's map. Health and economic
 * indicators are rounded, indicative values for illustration, not official statistics.
 */
export type IncomeLevel = 'low' | 'lower-middle' | 'upper-middle';
export type CountryActivity = 'Active Programs' | 'Research Partnerships' | 'Potential' | 'None';

export interface Country {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  incomeLevel: IncomeLevel;
  activity: CountryActivity;
  population: number;
  lat: number;
  lng: number;
  /** Programmes the centre runs or supports there. */
  programs: string[];
  /** Partner institutions there. */
  partners: string[];
  /** Maternal deaths per 100,000 live births. */
  maternalMortality: number;
  /** Deaths under five per 1,000 live births. */
  under5Mortality: number;
  /** US dollars. */
  gdpPerCapita: number;
}

export const incomeLevelLabels: Record<IncomeLevel, string> = {
  low: 'Low income',
  'lower-middle': 'Lower-middle income',
  'upper-middle': 'Upper-middle income',
};

export const countries: Country[] = [
  {
    id: 'uganda',
    name: 'Uganda',
    code: 'UG',
    incomeLevel: 'low',
    activity: 'Active Programs',
    population: 48_600_000,
    lat: 1.37,
    lng: 32.29,
    programs: [
      'Newborn care units in district hospitals',
      'Maternal death surveillance and response',
      'Village health team mentorship',
      'Digital birth and death registration',
    ],
    partners: [
      'Ministry of Health, Uganda',
      "Busoga Mothers' Network",
      'Kampala Community Health Alliance',
      'Iganga District Health Office',
    ],
    maternalMortality: 284,
    under5Mortality: 40,
    gdpPerCapita: 1_000,
  },
  {
    id: 'kenya',
    name: 'Kenya',
    code: 'KE',
    incomeLevel: 'lower-middle',
    activity: 'Research Partnerships',
    population: 55_100_000,
    lat: 0.02,
    lng: 37.91,
    programs: ['Small and sick newborn care study', 'Adolescent health services research'],
    partners: ['East African Institute for Population Studies', 'Safe Birth Africa'],
    maternalMortality: 379,
    under5Mortality: 37,
    gdpPerCapita: 2_100,
  },
  {
    id: 'tanzania',
    name: 'Tanzania',
    code: 'TZ',
    incomeLevel: 'lower-middle',
    activity: 'Research Partnerships',
    population: 67_400_000,
    lat: -6.37,
    lng: 34.89,
    programs: ['Quality of intrapartum care study', 'Postnatal home visits evaluation'],
    partners: ['Lake Zone Health Research Institute'],
    maternalMortality: 238,
    under5Mortality: 43,
    gdpPerCapita: 1_200,
  },
  {
    id: 'rwanda',
    name: 'Rwanda',
    code: 'RW',
    incomeLevel: 'low',
    activity: 'Active Programs',
    population: 14_100_000,
    lat: -1.94,
    lng: 29.87,
    programs: ['Kangaroo mother care scale-up', 'Midwifery mentorship programme'],
    partners: ['Great Lakes University of Health Sciences'],
    maternalMortality: 259,
    under5Mortality: 39,
    gdpPerCapita: 1_000,
  },
  {
    id: 'ethiopia',
    name: 'Ethiopia',
    code: 'ET',
    incomeLevel: 'low',
    activity: 'Research Partnerships',
    population: 126_500_000,
    lat: 9.15,
    lng: 40.49,
    programs: ['Maternal nutrition in pregnancy study'],
    partners: ['Highlands Public Health Institute'],
    maternalMortality: 267,
    under5Mortality: 47,
    gdpPerCapita: 1_300,
  },
  {
    id: 'malawi',
    name: 'Malawi',
    code: 'MW',
    incomeLevel: 'low',
    activity: 'Active Programs',
    population: 20_900_000,
    lat: -13.25,
    lng: 34.3,
    programs: ['Newborn resuscitation training', 'Community maternal health forums'],
    partners: ['Shire Valley Health Trust'],
    maternalMortality: 381,
    under5Mortality: 39,
    gdpPerCapita: 650,
  },
  {
    id: 'zambia',
    name: 'Zambia',
    code: 'ZM',
    incomeLevel: 'lower-middle',
    activity: 'Potential',
    population: 20_600_000,
    lat: -13.13,
    lng: 27.85,
    programs: [],
    partners: [],
    maternalMortality: 135,
    under5Mortality: 55,
    gdpPerCapita: 1_300,
  },
  {
    id: 'ghana',
    name: 'Ghana',
    code: 'GH',
    incomeLevel: 'lower-middle',
    activity: 'Research Partnerships',
    population: 34_100_000,
    lat: 7.95,
    lng: -1.02,
    programs: ['Maternal health financing research'],
    partners: ['Coastal School of Public Health'],
    maternalMortality: 263,
    under5Mortality: 42,
    gdpPerCapita: 2_300,
  },
  {
    id: 'nigeria',
    name: 'Nigeria',
    code: 'NG',
    incomeLevel: 'lower-middle',
    activity: 'Potential',
    population: 223_800_000,
    lat: 9.08,
    lng: 8.68,
    programs: [],
    partners: [],
    maternalMortality: 993,
    under5Mortality: 107,
    gdpPerCapita: 1_600,
  },
  {
    id: 'benin',
    name: 'Benin',
    code: 'BJ',
    incomeLevel: 'lower-middle',
    activity: 'None',
    population: 13_700_000,
    lat: 9.31,
    lng: 2.32,
    programs: [],
    partners: [],
    maternalMortality: 518,
    under5Mortality: 81,
    gdpPerCapita: 1_400,
  },
];
