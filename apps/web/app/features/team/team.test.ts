import { describe, expect, it } from 'vitest';
import { TEAM_CATEGORIES, teamMembers } from '../../content/team';
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

describe('team data', () => {
  it('has members with unique ids and valid categories', () => {
    expect(teamMembers.length).toBeGreaterThan(0);
    expect(new Set(teamMembers.map((m) => m.id)).size).toBe(teamMembers.length);
    for (const m of teamMembers) {
      expect(TEAM_CATEGORIES).toContain(m.category);
      expect(m.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(parseExpertise(m.expertise).length).toBeGreaterThan(0);
    }
  });
  it('derives the counts per category', () => {
    const counts = countByCategory(teamMembers);
    expect(counts.all).toBe(teamMembers.length);
    expect(TEAM_CATEGORIES.reduce((sum, c) => sum + counts[c], 0)).toBe(teamMembers.length);
    expect(filterMembers(teamMembers, 'Interns')).toHaveLength(counts.Interns);
    expect(filterMembers(teamMembers, undefined)).toHaveLength(teamMembers.length);
  });
  it('toggles the open card', () => {
    expect(toggleSelection(null, 'a')).toBe('a');
    expect(toggleSelection('a', 'a')).toBeNull();
    expect(toggleSelection('a', 'b')).toBe('b');
  });
});
