import { describe, expect, it } from 'vitest';
import { TEAM_CATEGORIES } from '@mnch/shared';
import { countByCategory, filterMembers, parseExpertise, toggleSelection } from './team';

describe('parseExpertise', () => {
  it('splits on semicolons and new lines into period and info', () => {
    expect(parseExpertise('2019–present: Director; 2012-2019: Lecturer, newborn health\n2006: Paediatrician')).toEqual([
      { period: '2019–present', info: 'Director' },
      { period: '2012-2019', info: 'Lecturer, newborn health' },
      { period: '2006', info: 'Paediatrician' },
    ]);
  });
  it('keeps lines without a colon as info and drops empty ones', () => {
    expect(parseExpertise('Maternal health;  ; : ;\n\n2020: ')).toEqual([
      { period: '', info: 'Maternal health' },
      { period: '2020', info: '' },
    ]);
    expect(parseExpertise(undefined)).toEqual([]);
  });
  it('keeps colons inside the info', () => {
    expect(parseExpertise('2020: Lead: trials')).toEqual([{ period: '2020', info: 'Lead: trials' }]);
  });
});

describe('team logic', () => {
  const members = [
    { id: 1, category: 'Secretariat' },
    { id: 2, category: 'Interns' },
    { id: 3, category: 'Interns' },
  ] as const;
  it('derives the counts per category', () => {
    const counts = countByCategory(members);
    expect(counts.all).toBe(3);
    expect(counts).toMatchObject({ Secretariat: 1, Interns: 2, 'Research Team': 0 });
    expect(TEAM_CATEGORIES.reduce((sum, c) => sum + counts[c], 0)).toBe(3);
  });
  it('filters by category, keeping the order', () => {
    expect(filterMembers(members, 'Interns').map((m) => m.id)).toEqual([2, 3]);
    expect(filterMembers(members, undefined).map((m) => m.id)).toEqual([1, 2, 3]);
  });
  it('toggles the open card', () => {
    expect(toggleSelection(null, 'a')).toBe('a');
    expect(toggleSelection('a', 'a')).toBeNull();
    expect(toggleSelection('a', 'b')).toBe('b');
  });
});
