// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { ROLES, type Role } from '@mnch/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { canWrite, seesPersonalData } from '../../../lib/session';
import { AccessProvider, AddButton, WriteOnly, useCanWrite, useSeesPersonalData } from './access';
import { RowActions } from './data-table';

afterEach(cleanup);

describe('the back office access rules (decision 33)', () => {
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

  /** A table row's actions and a WriteOnly "Add Job" button, as the given role sees them. */
  function renderRowFor(role: Role) {
    render(
      <AccessProvider role={role}>
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
        <AddButton label="Add Award" onClick={() => {}} />
      </AccessProvider>,
    );
    return screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim());
  }

  it("shows a viewer a row's View button only, and no WriteOnly content or Add button", () => {
    expect(renderRowFor('viewer')).toEqual(['View Job: Field nurse']);
  });

  it('shows an editor View, Edit, Delete, the WriteOnly content and the Add button', () => {
    expect(renderRowFor('editor')).toEqual([
      'View Job: Field nurse',
      'Edit Job: Field nurse',
      'Delete Job: Field nurse',
      'Add Job',
      'Add Award',
    ]);
  });
});
