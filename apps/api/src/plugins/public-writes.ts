import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, type ErrorResponse, type PublicWrites } from '@mnch/shared';

/**
 * The public writes of the REST API (PublicWrites, packages/shared/src/public-writes.ts) for one page
 * request: a public form's action (a form posted before or without scripts) sends its values to the very
 * route the form's scripts call, through `app.inject` (in this process, no socket), as the page's
 * visitor (its address, so the route's rate limits and per-address limits count it). Unlike the reads
 * (plugins/public-reads.ts), which call the services, writes go through the route because the route is
 * where their rules live: the body schema, the rate limits and the answers (decision 18).
 */
export function createPublicWrites(app: FastifyInstance, request: FastifyRequest): PublicWrites {
  async function post<T>(url: string, payload: object): Promise<T> {
    const answer = await app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: request.ip,
      headers: { 'content-type': 'application/json', 'user-agent': request.headers['user-agent'] ?? '' },
    });
    const body: unknown = answer.json();
    if (answer.statusCode >= 400) {
      const error = body as Partial<ErrorResponse>;
      throw new ApiError(answer.statusCode, error.message ?? 'The request failed.', error.errors ?? []);
    }
    return body as T;
  }
  return {
    subscribe: (body) => post('/api/newsletter/subscribe', body),
    confirmSubscription: (body) => post('/api/newsletter/confirm', body),
    unsubscribe: (body) => post('/api/newsletter/unsubscribe', body),
    sendInquiry: (body) => post('/api/inquiries', body),
    registerForEvent: (eventId, body) => post(`/api/events/${encodeURIComponent(String(eventId))}/registrations`, body),
    forgotPassword: (body) => post('/api/auth/forgot-password', body),
    resetPassword: (body) => post('/api/auth/reset-password', body),
  };
}
