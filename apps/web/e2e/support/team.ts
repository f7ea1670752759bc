import type { APIRequestContext } from '@playwright/test';
import { adminToken, auth, createdVia } from './content';

export interface TeamMemberRecord {
  id: number;
  name: string;
  title: string;
  category: string;
  department: string | null;
  bio: string | null;
  email: string | null;
  phone: string | null;
  education: string | null;
  expertise: string | null;
  publications: string[];
  photoUrl: string | null;
  position: number;
}

/** Adds a team member through the API (as the back office does), with every part of a profile unless `data` says otherwise. */
export async function createTeamMember(
  request: APIRequestContext,
  data: Record<string, unknown>,
  token?: string,
): Promise<TeamMemberRecord> {
  return createdVia<TeamMemberRecord>(request, token ?? (await adminToken(request)), '/api/team', 'member', {
    title: 'Research Fellow',
    category: 'Research Team',
    department: 'Research',
    country: 'Uganda',
    bio: 'Studies newborn care in district hospitals.',
    education: 'PhD in Epidemiology; MPH',
    expertise: '2020–present: Research Fellow, newborn care; 2015–2020: Research Officer',
    publications: ['First paper (2024)', 'Second paper (2023)', 'Third paper (2022)', 'Fourth paper (2021)'],
    email: 'fellow@example.org',
    phone: '+256 414 000 999',
    orcidUrl: 'https://orcid.org/0000-0002-1825-0097',
    ...data,
  });
}

export async function deleteTeamMember(request: APIRequestContext, id: number, token?: string) {
  await request.delete(`/api/team/${id}`, { headers: auth(token ?? (await adminToken(request))) });
}
