// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { addressWithParams, useAddressedSelection } from './use-addressed-selection';

function Page() {
  const [value, set] = useAddressedSelection('member', ['sent']);
  return (
    <>
      <p data-testid="value">{value ?? 'none'}</p>
      <button type="button" onClick={() => set(null)}>
        close
      </button>
      <button type="button" onClick={() => set('ada')}>
        ada
      </button>
      <button
        type="button"
        onClick={() => {
          set(null);
          set('grace');
        }}
      >
        close then grace
      </button>
    </>
  );
}

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: '/team', element: <Page /> }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => screen.getByTestId('value').textContent;

afterEach(cleanup);

describe('useAddressedSelection', () => {
  it('opens what the address names, and closing it drops the parameter and its related ones', async () => {
    const router = renderAt('/team?member=ada&sent=1&group=staff');
    expect(shown()).toBe('ada');
    await click('close');
    expect(shown()).toBe('none');
    expect(router.state.location.search).toBe('?group=staff');
  });

  it('opens and closes in place without loading an address', async () => {
    const router = renderAt('/team');
    await click('ada');
    expect(shown()).toBe('ada');
    expect(router.state.location.search).toBe('');
    await click('close');
    expect(shown()).toBe('none');
  });

  it('keeps what was opened in place while closing the addressed one was still under way', async () => {
    const router = renderAt('/team?member=ada');
    await click('close then grace');
    expect(router.state.location.search).toBe('');
    expect(shown()).toBe('grace');
  });

  it('follows the address again on the next navigation', async () => {
    const router = renderAt('/team?member=ada');
    await click('close');
    await act(async () => router.navigate('/team?member=grace'));
    expect(shown()).toBe('grace');
  });
});

describe('addressWithParams', () => {
  it('sets and removes parameters and keeps the others', () => {
    expect(addressWithParams('/team', '?group=staff&member=ada', { member: null, sent: '1' }, '#top')).toBe('/team?group=staff&sent=1#top');
  });
});
