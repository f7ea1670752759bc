// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AnimatedStats } from './animated-stats';

let trigger: ((entries: Partial<IntersectionObserverEntry>[]) => void) | null = null;
let options: IntersectionObserverInit | undefined;

class FakeObserver {
  constructor(cb: (entries: Partial<IntersectionObserverEntry>[]) => void, opts?: IntersectionObserverInit) {
    trigger = cb;
    options = opts;
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const stats = [
  { value: 2.8, suffix: 'M+', label: 'Lives touched' },
  { value: 15000, suffix: '+', label: 'Health workers trained' },
];

describe('AnimatedStats', () => {
  it('starts at 0, waits for 30% visibility (100 px early) and eases to the figures in 2 s', () => {
    const { container } = render(<AnimatedStats stats={stats} />);
    const values = () => Array.from(container.querySelectorAll('[data-counter]')).map((el) => el.textContent);
    expect(values()).toEqual(['0.0M+', '0+']);
    // Screen readers get the final figures straight away.
    expect(container.querySelector('.sr-only')?.textContent).toBe('2.8M+');
    expect(options).toEqual({ threshold: 0.3, rootMargin: '0px 0px 100px 0px' });

    act(() => trigger!([{ isIntersecting: true }]));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    const [lives, workers] = values();
    expect(lives).not.toBe('0.0M+');
    expect(Number(workers!.replace(/[,+]/g, ''))).toBeGreaterThan(13000);
    act(() => {
      vi.advanceTimersByTime(1100);
    });
    expect(values()).toEqual(['2.8M+', '15,000+']);
  });

  it('has the final figures in the server render, for the first paint and visitors without JavaScript', () => {
    const html = renderToString(<AnimatedStats stats={stats} />);
    expect(html).toContain('data-counter="2.8M+" class="tabular-nums">2.8M+</span>');
    expect(html).toContain('data-counter="15,000+" class="tabular-nums">15,000+</span>');
  });

  it('shows the figures at once when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: q.includes('reduce'),
      media: q,
      addEventListener() {},
      removeEventListener() {},
    }));
    const { container } = render(<AnimatedStats stats={stats} />);
    act(() => trigger!([{ isIntersecting: true }]));
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(Array.from(container.querySelectorAll('[data-counter]')).map((el) => el.textContent)).toEqual(['2.8M+', '15,000+']);
  });
});
