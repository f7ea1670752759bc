// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { ROLES } from '@mnch/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { canWrite, seesPersonalData } from '../../../lib/session';
import { AccessProvider, WriteOnly, useCanWrite, useSeesPersonalData } from './access';
import { RowActions } from './data-table';

afterEach(cleanup);

describe('the back office access rules (decision 31)', () => {
  it('lets admins and editors write and see personal data, and a viewer neither', () => {
    expect(ROLES.filter((role) => canWrite(role))).toEqual(['admin', 'editor']);
    expect(ROLES.filter((role) => seesPersonalData(role))).toEqual(['admin', 'editor']);
    expect(canWrite(null)).toBe(false);
    expect(seesPersonalData(undefined)).toBe(false);
  });

  function Probe() {
    return (
      <p>
        write:{String(useCanWrite())} personal:{String(useSeesPersonalData())}
      </p>
    );
  }

  it.each(ROLES)('gives the hooks the %s role of the provider', (role) => {
    render(
      <AccessProvider role={role}>
        <Probe />
      </AccessProvider>,
    );
    const staff = role !== 'viewer';
    expect(screen.getByText(`write:${staff} personal:${staff}`)).toBeTruthy();
  });

  it("shows a viewer a row's View button only, and no WriteOnly content", () => {
    render(
      <AccessProvider role="viewer">
        <table>
          <tbody>
            <tr>
              <RowActions name="Field nurse" noun="Job" onView={() => {}} onEdit={() => {}} onDelete={() => {}} />
            </tr>
          </tbody>
        </table>
        <WriteOnly>
          <button type="button">Add Job</button>
        </WriteOnly>
      </AccessProvider>,
    );
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['View Job: Field nurse']);
  });

  it('shows an editor View, Edit, Delete and the WriteOnly content', () => {
    render(
      <AccessProvider role="editor">
        <table>
          <tbody>
            <tr>
              <RowActions name="Field nurse" noun="Job" onView={() => {}} onEdit={() => {}} onDelete={() => {}} />
            </tr>
          </tbody>
        </table>
        <WriteOnly>
          <button type="button">Add Job</button>
        </WriteOnly>
      </AccessProvider>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });
});
