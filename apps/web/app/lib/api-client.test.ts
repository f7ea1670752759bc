import { messageResponseSchema, paginationSchema } from '@mnch/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client';

function clientAnswering(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_input: string | URL | Request, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  return { fetch, client: createApiClient({ baseUrl: 'http://api', fetch }) };
}

describe('api client', () => {
  it('answers what the response schema parses', async () => {
    const page = { page: 1, limit: 10, total: 3, totalPages: 1 };
    const { client, fetch } = clientAnswering(200, page);
    await expect(client.get('/things', paginationSchema, { query: { page: 1 } })).resolves.toEqual(page);
    expect(fetch).toHaveBeenCalledWith('http://api/api/things?page=1', expect.anything());
  });

  it('refuses an answer of another form with an ApiError naming the call and the field', async () => {
    const { client } = clientAnswering(200, { page: 1, limit: 10, total: 'three', totalPages: 1 });
    const error = await client.get('/things', paginationSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, message: expect.stringMatching(/^Unexpected answer from GET \/api\/things: total: /) });
  });

  it('sends a call without a schema and answers nothing (204)', async () => {
    const { client, fetch } = clientAnswering(204, undefined);
    await expect(client.delete('/things/1')).resolves.toBeUndefined();
    await expect(client.post('/things', { a: 1 })).resolves.toBeUndefined();
    expect(fetch.mock.calls[1]?.[1]).toMatchObject({ method: 'POST', body: '{"a":1}' });
  });

  it('checks the answer of a call with a body', async () => {
    const { client } = clientAnswering(200, { message: 'Deleted' });
    await expect(client.delete('/things/1', messageResponseSchema)).resolves.toEqual({ message: 'Deleted' });
    await expect(client.patch('/things/1', { read: true }, messageResponseSchema)).resolves.toEqual({ message: 'Deleted' });
  });

  it('still throws the server message of an error answer', async () => {
    const { client } = clientAnswering(409, { message: 'Cannot delete the last admin user' });
    await expect(client.delete('/users/1', messageResponseSchema)).rejects.toMatchObject({
      status: 409,
      message: 'Cannot delete the last admin user',
    });
  });

  describe('a 401 to a call that carried a token', () => {
    /** The API refuses the old token and accepts the new one. */
    function sessionClient(signsInAgain: boolean) {
      let token = 'old';
      const fetch = vi.fn(async (_input: string | URL | Request, init?: RequestInit) => {
        const sent = new Headers(init?.headers).get('Authorization');
        return sent === 'Bearer new'
          ? new Response(JSON.stringify({ message: 'Saved' }), { status: 200 })
          : new Response(JSON.stringify({ message: 'Invalid or expired token' }), { status: 401 });
      });
      const reauthenticate = vi.fn(async () => {
        if (signsInAgain) token = 'new';
        return signsInAgain;
      });
      const onUnauthorized = vi.fn();
      const client = createApiClient({ baseUrl: 'http://api', fetch, getToken: () => token, reauthenticate, onUnauthorized });
      return { client, fetch, reauthenticate, onUnauthorized };
    }

    it('asks to sign in again and sends the call once more with the new token', async () => {
      const { client, fetch, reauthenticate, onUnauthorized } = sessionClient(true);
      await expect(client.put('/things/1', { title: 'Kept' }, messageResponseSchema)).resolves.toEqual({ message: 'Saved' });
      expect(reauthenticate).toHaveBeenCalledTimes(1);
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(fetch.mock.calls[1]?.[1]).toMatchObject({ method: 'PUT', body: '{"title":"Kept"}' });
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it('signs out and throws the 401 when the person does not sign in again', async () => {
      const { client, fetch, onUnauthorized } = sessionClient(false);
      await expect(client.put('/things/1', { title: 'Kept' }, messageResponseSchema)).rejects.toMatchObject({ status: 401 });
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });
  });
});
