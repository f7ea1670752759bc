import type { APIRequestContext } from '@playwright/test';
import type { Partner } from '@mnch/shared';
import { adminToken, auth, createdVia } from './content';

/** Adds a partner through the API (as the back office does): an academic partner in Kampala unless `data` says otherwise. */
export async function createPartner(request: APIRequestContext, data: Record<string, unknown>, token?: string): Promise<Partner> {
  return createdVia<Partner>(request, token ?? (await adminToken(request)), '/api/partners', 'partner', {
    type: 'academic',
    city: 'Kampala',
    country: 'Uganda',
    keyContact: 'Dr. E2E Contact',
    focus: 'Newborn health research',
    projects: ['First joint study', 'Second joint study'],
    publications: 7,
    since: 2018,
    ...data,
  });
}

export async function deletePartner(request: APIRequestContext, id: number, token?: string) {
  await request.delete(`/api/partners/${id}`, { headers: auth(token ?? (await adminToken(request))) });
}
