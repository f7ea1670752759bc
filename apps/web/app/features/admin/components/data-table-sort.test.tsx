// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from './data-table';
import { nextSort, sortOptions, sortState } from './sort';

afterEach(cleanup);

/** A table whose sort lives in state, as the address holds it in a section (use-list-params.ts). */
function Sorted({ initial = '' }: { initial?: string }) {
  const [sort, setSort] = useState(initial);
  return (
    <>
      <p data-testid="sort">{sort}</p>
      <DataTable
        label="Books"
        columns={[{ label: 'Title', sort: 'title' }, { label: 'Year', sort: 'year' }, 'Notes']}
        sort={sort}
        onSort={setSort}
      >
        <tr>
          <td>A</td>
          <td>2020</td>
          <td>-</td>
          <td />
        </tr>
      </DataTable>
    </>
  );
}

const heading = (name: string) => screen.getByRole('button', { name: `Sort by ${name}` }).closest('th')!;

describe('a sortable column heading (data-table.tsx)', () => {
  it('toggles ascending, then descending, then ascending again, saying so in aria-sort', () => {
    render(<Sorted />);
    expect(heading('Year').getAttribute('aria-sort')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Year' }));
    expect(screen.getByTestId('sort').textContent).toBe('year');
    expect(heading('Year').getAttribute('aria-sort')).toBe('ascending');
    expect(heading('Title').getAttribute('aria-sort')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Year' }));
    expect(screen.getByTestId('sort').textContent).toBe('-year');
    expect(heading('Year').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Year' }));
    expect(screen.getByTestId('sort').textContent).toBe('year');
    // Another column starts ascending.
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Title' }));
    expect(screen.getByTestId('sort').textContent).toBe('title');
    expect(heading('Year').getAttribute('aria-sort')).toBe('none');
  });

  it('leaves a column without a sort a plain heading, and a table without onSort without buttons', () => {
    render(<Sorted />);
    const notes = screen.getByRole('columnheader', { name: 'Notes' });
    expect(notes.getAttribute('aria-sort')).toBeNull();
    expect(within(notes).queryByRole('button')).toBeNull();
    cleanup();
    render(
      <DataTable label="Plain" columns={[{ label: 'Title', sort: 'title' }]}>
        <tr>
          <td>A</td>
          <td />
        </tr>
      </DataTable>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('offers the same sorts in the phone select, and its default order clears the sort', () => {
    render(<Sorted initial="-year" />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect((select as HTMLSelectElement).value).toBe('-year');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Default order', 'Title, ascending', 'Title, descending', 'Year, ascending', 'Year, descending']);
    fireEvent.change(select, { target: { value: 'title' } });
    expect(screen.getByTestId('sort').textContent).toBe('title');
    fireEvent.change(select, { target: { value: '' } });
    expect(screen.getByTestId('sort').textContent).toBe('');
  });
});

describe('sort.ts', () => {
  it('reads and steps a sort value', () => {
    expect(sortState('', 'year')).toBe('none');
    expect(sortState('year', 'year')).toBe('ascending');
    expect(sortState('-year', 'year')).toBe('descending');
    expect(sortState('-title', 'year')).toBe('none');
    expect(nextSort('', 'year')).toBe('year');
    expect(nextSort('year', 'year')).toBe('-year');
    expect(nextSort('-year', 'year')).toBe('year');
    expect(nextSort('-title', 'year')).toBe('year');
    expect(sortOptions([{ field: 'year', label: 'Year' }])).toEqual([
      { value: 'year', label: 'Year, ascending' },
      { value: '-year', label: 'Year, descending' },
    ]);
  });
});
