// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@mnch/shared';
import { handleFormPost } from './form-action.server';

const schema = z.object({ name: z.string().trim().min(1, { error: 'Name is required' }), tags: z.array(z.string()).optional() });

/** The body of an HTML form's post, as a route's action reads it. */
function post(fields: Array<[string, string]>): Promise<FormData> {
  return new Request('http://localhost/page?dialog=form', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  }).formData();
}

/** What handleFormPost answered: a redirect (its status and address) or the failure's data. */
async function outcome(answer: unknown) {
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get('location') };
  const { data, init } = answer as { data: unknown; init: { status: number } };
  return { status: init.status, data };
}

describe('handleFormPost', () => {
  it('sends the checked values and redirects (303) to the address the answer names', async () => {
    const send = vi.fn().mockResolvedValue({ status: 'pending' });
    const answer = await handleFormPost({
      posted: await post([
        ['_form', 'f'],
        ['name', ' Ada '],
        ['tags', 'a'],
        ['tags', 'b'],
      ]),
      form: 'f',
      schema,
      lists: ['tags'],
      send,
      done: (result: { status: string }) => `/page?done=${result.status}`,
      failed: 'Failed',
    });
    expect(send).toHaveBeenCalledWith({ name: 'Ada', tags: ['a', 'b'] });
    expect(await outcome(answer)).toEqual({ status: 303, location: '/page?done=pending' });
  });

  it('answers 400 with the field errors and the values typed (not the form name), and sends nothing', async () => {
    const send = vi.fn();
    const answer = await handleFormPost({
      posted: await post([
        ['_form', 'f'],
        ['name', ' '],
      ]),
      form: 'f',
      schema,
      lists: ['tags'],
      send,
      done: '/page',
      failed: 'Failed',
    });
    expect(send).not.toHaveBeenCalled();
    expect(await outcome(answer)).toEqual({
      status: 400,
      data: { form: 'f', errors: { name: 'Name is required' }, message: null, values: { name: ' ', tags: [] } },
    });
  });

  it("answers a refusal with the route's status, message and field errors", async () => {
    const send = vi
      .fn()
      .mockRejectedValue(new ApiError(409, 'You are already registered', [{ field: 'email', message: 'Already registered' }]));
    const answer = await handleFormPost({
      posted: await post([
        ['_form', 'f'],
        ['name', 'Ada'],
      ]),
      form: 'f',
      schema,
      send,
      done: '/page',
      failed: 'Failed',
    });
    expect(await outcome(answer)).toEqual({
      status: 409,
      data: { form: 'f', errors: { email: 'Already registered' }, message: 'You are already registered', values: { name: 'Ada' } },
    });
  });
});
