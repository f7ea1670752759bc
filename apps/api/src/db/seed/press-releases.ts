import { PRESS, collectionSchemas } from '@mnch/shared';
import type { Services } from '../../app';

/** The sample press releases of the media page's press tab (once apps/web/app/content/media.ts), as they were there. */
const SAMPLE_PRESS_RELEASES = [
  {
    title: 'Centre launches a district-wide newborn care quality programme',
    summary:
      'Working with district health teams, the centre begins a three-year programme to strengthen essential and special newborn care in twelve health facilities.',
    date: '2025-03-18',
  },
  {
    title: 'New partnership to train midwives in emergency obstetric care',
    summary:
      'A partnership with regional training institutions will give 300 midwives hands-on simulation training in managing obstetric emergencies.',
    date: '2025-01-27',
  },
  {
    title: 'Study findings on postnatal home visits shared with the Ministry of Health',
    summary:
      'Results from a community trial of postnatal home visits by village health teams were presented to national policy makers and partners.',
    date: '2024-11-05',
  },
  {
    title: 'Centre hosts its annual maternal and child health symposium',
    summary:
      'Researchers, health workers and decision makers met in Kampala to review new evidence on maternal nutrition, adolescent health and digital health tools.',
    date: '2024-09-12',
  },
];

/** Creates the sample press releases through the press service (as the back office would). */
export async function seedSamplePressReleases(services: Services, createdBy: number): Promise<number> {
  for (const release of SAMPLE_PRESS_RELEASES) await services.press.create(collectionSchemas(PRESS).create.parse(release), createdBy);
  return SAMPLE_PRESS_RELEASES.length;
}
