import type { SiteSettingsData } from '@mnch/shared';

/**
 * The centre's own details as the site showed them before they became settings: stored once
 * in every database, fresh or upgraded, by the data step `0020-site-settings` (./data-steps.ts), so that
 * an install without sample content still has a working footer. Admins change them in the back office
 * (/admin/settings). Addresses, numbers and accounts are illustrative.
 */
export const CENTRE_DETAILS: SiteSettingsData = {
  address: {
    building: 'School of Public Health, New Mulago Hill Road',
    street: 'Mulago Hospital Complex',
    poBox: 'P.O. Box 7072',
    city: 'Kampala',
    country: 'Uganda',
  },
  phones: [{ label: 'Main office', number: '+256 414 000 000' }],
  emails: {
    general: 'info@mnchcentre.example.org',
    careers: 'careers@mnchcentre.example.org',
  },
  officeHours: [
    { days: 'Monday to Friday', hours: '8:00 AM to 5:00 PM' },
    { days: 'Saturday', hours: '9:00 AM to 1:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  map: { lat: 0.3376, lng: 32.5761, label: 'MNCH Centre, School of Public Health, New Mulago Hill Road' },
  social: [
    { network: 'x', label: 'X (Twitter)', handle: '@MNCHCentre', url: 'https://x.com/MNCHCentre' },
    { network: 'facebook', label: 'Facebook', handle: 'MNCH Centre', url: 'https://www.facebook.com/MNCHCentre' },
    { network: 'youtube', label: 'YouTube', handle: 'MNCH Centre', url: 'https://www.youtube.com/@MNCHCentre' },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      handle: 'MNCH Centre of Excellence',
      url: 'https://www.linkedin.com/company/mnch-centre',
    },
  ],
  footerLinks: [
    { label: 'Ministry of Health Uganda', url: 'https://www.health.go.ug' },
    { label: 'WHO: Maternal health', url: 'https://www.who.int/health-topics/maternal-health' },
    { label: 'UNICEF Uganda', url: 'https://www.unicef.org/uganda' },
    { label: 'Healthy Newborn Network', url: 'https://www.healthynewbornnetwork.org' },
  ],
};
