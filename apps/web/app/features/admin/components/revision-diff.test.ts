import { describe, expect, it } from 'vitest';
import { changedLabels, fieldChanges, fieldText, wordDiff } from './revision-diff';

describe('revision diff', () => {
  it('marks removed and added words, keeping the rest', () => {
    expect(wordDiff('The first text.', 'The second text.')).toEqual([
      { text: 'The ', change: 'same' },
      { text: 'first', change: 'removed' },
      { text: 'second', change: 'added' },
      { text: ' text.', change: 'same' },
    ]);
  });

  it('reads each kind of value as text: rich text as plain text, lists, people, yes/no, dates in Kampala time', () => {
    expect(fieldText('rich', '<p>Hello <strong>world</strong></p><ul><li>one &amp; two</li></ul><p>End<br>line</p>')).toBe(
      'Hello world\none & two\nEnd\nline',
    );
    expect(fieldText('list', ['a', 'b'])).toBe('a, b');
    expect(fieldText('people', [{ name: 'Jane' }, { name: 'Peter' }])).toBe('Jane, Peter');
    expect(fieldText('boolean', false)).toBe('No');
    expect(fieldText('number', 7500)).toBe('7500');
    expect(fieldText('text', null)).toBe('');
    // A record on one line (blank parts left out), a list of records one line each (the site settings).
    expect(fieldText('details', { building: 'House', street: '', city: 'Kampala' })).toBe('House, Kampala');
    expect(
      fieldText('details', [
        { label: 'Office', number: '+256 1' },
        { label: 'Fax', number: '+256 2' },
      ]),
    ).toBe('Office, +256 1\nFax, +256 2');
    // 21:30 UTC is 00:30 the next day in Kampala (UTC+3).
    expect(fieldText('date', '2026-03-01T21:30:00.000Z')).toBe('2 Mar 2026, 00:30');
  });

  it('lists the changed fields in the kind’s order with their labels, whatever order the API named them in', () => {
    const changes = fieldChanges(
      'articles',
      ['content', 'title'],
      { title: 'Old', content: '<p>One two</p>' },
      { title: 'New', content: '<p>One three</p>' },
    );
    expect(changes.map((c) => c.label)).toEqual(['Title', 'Content']);
    expect(changes[1]!.parts.filter((p) => p.change !== 'same').map((p) => [p.change, p.text])).toEqual([
      ['removed', 'two'],
      ['added', 'three'],
    ]);
    expect(changedLabels('projects', ['progress', 'status'])).toBe('Status, Progress (%)');
  });

  it('shows a field of a deleted item (no "after") as all removed', () => {
    const [change] = fieldChanges('events', ['title'], { title: 'Workshop' }, null);
    expect(change!.parts).toEqual([{ text: 'Workshop', change: 'removed' }]);
  });
});
