import type { TeamMember, TeamMemberInput } from '@mnch/shared';
import { lines } from '../components/form-values';

/** The form's values: every field as the inputs hold it (publications one per line). */
export interface TeamFormValues {
  name: string;
  title: string;
  category: string;
  department: string;
  country: string;
  email: string;
  phone: string;
  photoUrl: string | null;
  bio: string;
  education: string;
  expertise: string;
  publications: string;
  orcidUrl: string;
  scholarUrl: string;
  linkedinUrl: string;
}

export function teamFormDefaults(member: TeamMember | null): TeamFormValues {
  return {
    name: member?.name ?? '',
    title: member?.title ?? '',
    category: member?.category ?? '',
    department: member?.department ?? '',
    country: member?.country ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    photoUrl: member?.photoUrl ?? null,
    bio: member?.bio ?? '',
    education: member?.education ?? '',
    expertise: member?.expertise ?? '',
    publications: member?.publications.join('\n') ?? '',
    orcidUrl: member?.orcidUrl ?? '',
    scholarUrl: member?.scholarUrl ?? '',
    linkedinUrl: member?.linkedinUrl ?? '',
  };
}

/** The request body of POST/PUT /api/team: blank fields clear their value; one publication per line. */
export function teamPayload(values: TeamFormValues): TeamMemberInput {
  return {
    ...values,
    category: values.category as TeamMemberInput['category'],
    publications: lines(values.publications),
  };
}
