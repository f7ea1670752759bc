import { afterEach, describe, expect, it, vi } from 'vitest';
import { reauthenticate, setReauthenticateHandler } from './reauthenticate';

let remove: () => void = () => {};
afterEach(() => remove());

describe('reauthenticate', () => {
  it('answers false with no prompt registered (public pages)', async () => {
    await expect(reauthenticate()).resolves.toBe(false);
  });

  it('asks once for every call refused while the prompt is open, and again after it closed', async () => {
    let answer: (signedIn: boolean) => void = () => {};
    const handler = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    remove = setReauthenticateHandler(handler);
    const first = reauthenticate();
    const second = reauthenticate();
    answer(true);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(handler).toHaveBeenCalledTimes(1);

    const third = reauthenticate();
    answer(false);
    await expect(third).resolves.toBe(false);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('forgets the prompt its remover is called for', async () => {
    setReauthenticateHandler(async () => true)();
    await expect(reauthenticate()).resolves.toBe(false);
  });
});
