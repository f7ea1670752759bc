import { inquiryEnvelopeSchema, type Inquiry } from '@mnch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { INQUIRIES_KEY } from '../../components/inquiry-kinds';

/** PATCH /api/inquiries/{id} `{read}`. */
export function setInquiryRead({ id, read }: { id: number; read: boolean }): Promise<Inquiry> {
  return api.patch(`/inquiries/${id}`, { read }, inquiryEnvelopeSchema).then((body) => body.inquiry);
}

/** Invalidates every inquiries query, the bell's unread count included. */
export function useSetInquiryRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInquiryRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INQUIRIES_KEY }),
  });
}
