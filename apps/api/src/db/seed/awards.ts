import { AWARDS, collectionSchemas } from '@mnch/shared';
import type { Services } from '../../app';

/** The sample awards of the about and impact pages (once apps/web/app/content/about.ts), as they were there. */
const SAMPLE_AWARDS = [
  {
    year: 2020,
    title: 'Excellence in Maternal and Newborn Health Research',
    awardedBy: 'National Health Research Forum',
    description: 'For research that informed the national newborn care guidelines.',
  },
  {
    year: 2021,
    title: 'Best Community Health Innovation',
    awardedBy: 'East African Public Health Conference',
    description: 'For the community follow-up model for small and sick newborns.',
  },
  {
    year: 2022,
    title: 'Outstanding Research Partnership',
    awardedBy: 'University Research Awards',
    description: 'For long-standing collaboration with district health teams and partners.',
  },
  {
    year: 2023,
    title: 'Global Health Impact Award',
    awardedBy: 'International Maternal Health Network',
    description: 'For measurable gains in facility-based care for mothers and babies.',
  },
];

/** Creates the sample awards through the awards service (as the back office would). */
export async function seedSampleAwards(services: Services, createdBy: number): Promise<number> {
  for (const award of SAMPLE_AWARDS) await services.awards.create(collectionSchemas(AWARDS).create.parse(award), createdBy);
  return SAMPLE_AWARDS.length;
}
