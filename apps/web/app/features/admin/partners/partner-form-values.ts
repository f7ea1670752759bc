import type { Partner, PartnerInput, PartnerList } from '@mnch/shared';
import { lines } from '../components/form-values';

/** The form's values: inputs as they hold them (lists one entry per line, numbers as text). */
export interface PartnerFormValues {
  name: string;
  type: string;
  city: string;
  country: string;
  region: string;
  latitude: string;
  longitude: string;
  logoUrl: string | null;
  initials: string;
  colorFrom: string;
  colorTo: string;
  icon: string;
  website: string;
  description: string;
  focus: string;
  focusAreas: string;
  keyContact: string;
  projects: string;
  publications: string;
  projectCount: string;
  since: string;
  lists: PartnerList[];
  inCarousel: boolean;
  fullDescription: string;
  partnershipDuration: string;
  partnershipType: string;
  impactMetrics: Array<{ icon: string; value: string; label: string }>;
  collaborationAreas: Array<{ icon: string; title: string; description: string }>;
  jointProjects: Array<{ title: string; description: string; status: string; timeline: string; funding: string }>;
  story: { quote: string; author: string; role: string; organization: string };
  jointPublications: Array<{ title: string; journal: string; year: string; type: string }>;
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function partnerFormDefaults(partner: Partner | null): PartnerFormValues {
  const d = partner?.details;
  return {
    name: text(partner?.name),
    type: text(partner?.type),
    city: text(partner?.city),
    country: text(partner?.country),
    region: text(partner?.region),
    latitude: text(partner?.latitude),
    longitude: text(partner?.longitude),
    logoUrl: partner?.logoUrl ?? null,
    initials: text(partner?.initials),
    colorFrom: text(partner?.colorFrom),
    colorTo: text(partner?.colorTo),
    icon: text(partner?.icon),
    website: text(partner?.website),
    description: text(partner?.description),
    focus: text(partner?.focus),
    focusAreas: partner?.focusAreas.join('\n') ?? '',
    keyContact: text(partner?.keyContact),
    projects: partner?.projects.join('\n') ?? '',
    publications: text(partner?.publications),
    projectCount: text(partner?.projectCount),
    since: text(partner?.since),
    lists: partner?.lists ?? [],
    inCarousel: partner?.inCarousel ?? false,
    fullDescription: text(d?.fullDescription),
    partnershipDuration: text(d?.partnershipDuration),
    partnershipType: text(d?.partnershipType),
    impactMetrics: d?.impactMetrics ?? [],
    collaborationAreas: d?.collaborationAreas ?? [],
    jointProjects: d?.jointProjects ?? [],
    story: d?.successStory ?? { quote: '', author: '', role: '', organization: '' },
    jointPublications: (d?.jointPublications ?? []).map((p) => ({ ...p, year: String(p.year) })),
  };
}

const filled = (row: Record<string, string>) => Object.values(row).some((v) => v.trim() !== '');

/** The request body of POST/PUT /api/partners: blank fields clear their value; blank rows are dropped. */
export function partnerPayload(v: PartnerFormValues): PartnerInput {
  const story = filled(v.story) ? v.story : null;
  const details = {
    fullDescription: v.fullDescription,
    partnershipDuration: v.partnershipDuration,
    partnershipType: v.partnershipType,
    impactMetrics: v.impactMetrics.filter(filled),
    collaborationAreas: v.collaborationAreas.filter(filled),
    jointProjects: v.jointProjects.filter(filled),
    successStory: story,
    jointPublications: v.jointPublications.filter(filled).map((p) => ({ ...p, year: p.year.trim() === '' ? Number.NaN : Number(p.year) })),
  };
  const hasDetails =
    !!(details.fullDescription.trim() || details.partnershipDuration.trim() || details.partnershipType.trim() || story) ||
    details.impactMetrics.length + details.collaborationAreas.length + details.jointProjects.length + details.jointPublications.length > 0;
  return {
    name: v.name,
    type: v.type as PartnerInput['type'],
    city: v.city,
    country: v.country,
    region: (v.region || null) as PartnerInput['region'],
    latitude: v.latitude,
    longitude: v.longitude,
    logoUrl: v.logoUrl,
    initials: v.initials,
    colorFrom: v.colorFrom,
    colorTo: v.colorTo,
    icon: (v.icon || null) as PartnerInput['icon'],
    website: v.website,
    description: v.description,
    focus: v.focus,
    focusAreas: lines(v.focusAreas),
    keyContact: v.keyContact,
    projects: lines(v.projects),
    publications: v.publications,
    projectCount: v.projectCount,
    since: v.since,
    lists: v.lists,
    inCarousel: v.inCarousel,
    details: hasDetails ? (details as NonNullable<PartnerInput['details']>) : null,
  };
}
