import { siteSettingsEnvelopeSchema, type SiteSettingsEnvelope, type SiteSettingsInput, ifMatchHeaders } from '@mnch/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const SETTINGS_KEY = ['admin', 'settings'] as const;

/** GET /api/settings: the site settings as stored. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => api.get('/settings', siteSettingsEnvelopeSchema, { signal }),
  });

/** PUT /api/settings (admins only): replaces the whole record, from `version` (If-Match: components/save-conflict.tsx). */
export async function saveSettings({ input, version }: { input: SiteSettingsInput; version?: string }): Promise<SiteSettingsEnvelope> {
  return api.put('/settings', input, siteSettingsEnvelopeSchema, { headers: ifMatchHeaders(version) });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
