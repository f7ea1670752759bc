import { figureEnvelopeSchema, figuresListSchema, type FigureInput, type FigureItem, type FigureKey, ifMatchHeaders } from '@mnch/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const FIGURES_KEY = ['admin', 'figures'] as const;

/** GET /api/figures: every stored figure, in the order of the keys. */
export const figuresQuery = () =>
  queryOptions({
    queryKey: FIGURES_KEY,
    queryFn: async ({ signal }) => (await api.get('/figures', figuresListSchema, { signal })).figures,
  });

/** PUT /api/figures/{key} (admins only), from `version` (If-Match: components/save-conflict.tsx). */
export async function saveFigure({ key, input, version }: { key: FigureKey; input: FigureInput; version?: string }): Promise<FigureItem> {
  return (await api.put(`/figures/${encodeURIComponent(key)}`, input, figureEnvelopeSchema, { headers: ifMatchHeaders(version) })).figure;
}

export function useSaveFigure() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveFigure, onSuccess: () => queryClient.invalidateQueries({ queryKey: FIGURES_KEY }) });
}
