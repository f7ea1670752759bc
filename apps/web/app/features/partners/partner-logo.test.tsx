// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PartnerLogo } from './partner-logo';

afterEach(cleanup);

describe('PartnerLogo', () => {
  it('shows the initials when there is no logo', () => {
    render(<PartnerLogo name="Coastal School of Public Health" logo={null} />);
    expect(screen.getByTestId('logo-initials').textContent).toBe('CS');
  });

  it('falls back to the initials when the logo fails to load', () => {
    const { container } = render(<PartnerLogo name="Thames School" logo="/missing.svg" />);
    const img = container.querySelector('img')!;
    expect(img).toBeTruthy();
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('logo-initials').textContent).toBe('TS');
  });
});
