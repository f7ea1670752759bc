import { siteSettingsEnvelopeSchema, type SiteSettingsEnvelope, type SiteSettingsInput } from '@mnch/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const SETTINGS_KEY = ['admin', 'settings'] as const;

/** GET /api/settings: the site settings as stored. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => api.get('/settings', siteSettingsEnvelopeSchema, { signal }),
  });

/** PUT /api/settings (admins only): replaces the whole record. */
export async function saveSettings(input: SiteSettingsInput): Promise<SiteSettingsEnvelope> {
  return api.put('/settings', input, siteSettingsEnvelopeSchema);
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
