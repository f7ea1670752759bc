import { z } from 'zod';
import { iso } from '../../lib/sql';
import type { users } from '../../db/schema';

/**
 * What an anonymous caller learns about a subscription: the subscriber's own details for a
 * newsletter subscriber, and only the email when the address belongs to a staff account.
 */
export const subscriberViewSchema = z.object({
  id: z.number().optional(),
  email: z.string(),
  name: z.string().optional(),
  organization: z.string().nullable().optional(),
  interests: z.array(z.string()).optional(),
  role: z.literal('viewer').optional(),
  status: z.string().optional(),
  createdAt: z.string().optional(),
  created_at: z.string().optional(),
});

export function subscriberView(row: typeof users.$inferSelect): z.infer<typeof subscriberViewSchema> {
  if (row.role !== 'viewer') return { email: row.email };
  const createdAt = iso(row.createdAt)!;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    organization: row.organization,
    interests: row.interests,
    role: 'viewer',
    status: row.status,
    createdAt,
    created_at: createdAt,
  };
}
