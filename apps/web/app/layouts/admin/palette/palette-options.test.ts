import { describe, expect, it } from 'vitest';
import { CREATABLE_KINDS, kindSections, type SearchResult } from '@mnch/shared';
import { ADMIN_SECTIONS } from '../nav';
import { actionOptions, groupOptions, matchOptions, movedIndex, paletteOptions, resultOptions, sectionOptions } from './palette-options';
import { isListSection } from './palette-trigger';

const labels = (options: ReadonlyArray<{ label: string }>) => options.map((o) => o.label);

describe('the palette’s actions', () => {
  it('offers an editor "New …" for every section of a kind staff create (the registry), the dashboard and the trash', () => {
    const actions = actionOptions('editor');
    expect(labels(actions)).toEqual(
      expect.arrayContaining(['New article', 'New newsletter', 'New event', 'New publication', 'Go to dashboard', 'Go to trash']),
    );
    const creates = actions.filter((a) => a.key.startsWith('new:'));
    expect(creates.map((a) => a.to)).toEqual(CREATABLE_KINDS.flatMap((k) => kindSections(k)).map((s) => `${s.admin}?new=1`));
    expect(actions.find((a) => a.label === 'New article')?.to).toBe('/admin/articles?new=1');
  });

  it('offers a viewer no create action and no trash (visitors’ data waits there), only the dashboard', () => {
    expect(labels(actionOptions('viewer'))).toEqual(['Go to dashboard']);
  });

  it('gives an administrator what an editor has', () => {
    expect(labels(actionOptions('admin'))).toEqual(labels(actionOptions('editor')));
  });
});

describe('the palette’s sections', () => {
  it('are the navigation’s, as the role may open them: no Users or Audit log for an editor, both for an admin', () => {
    expect(labels(sectionOptions('editor'))).not.toContain('Users');
    expect(labels(sectionOptions('editor'))).not.toContain('Audit log');
    expect(labels(sectionOptions('admin'))).toEqual(expect.arrayContaining(['Users', 'Audit log', 'Site settings']));
    expect(labels(sectionOptions('viewer'))).not.toContain('Inquiries');
    // Every section of the sidebar but the two that are actions.
    expect(sectionOptions('admin')).toHaveLength(ADMIN_SECTIONS.length - 2);
  });
});

describe('filtering', () => {
  it('keeps options holding every typed word in their label or keywords, case-insensitively', () => {
    const options = [...actionOptions('editor'), ...sectionOptions('editor')];
    expect(labels(matchOptions(options, 'NEW Article'))).toEqual(['New article', 'News & Articles']);
    expect(labels(matchOptions(options, 'vacancies'))).toEqual(['Jobs']);
    expect(matchOptions(options, '  ')).toHaveLength(options.length);
    expect(matchOptions(options, 'zzzz')).toEqual([]);
  });

  it('lists actions, then sections, then the items found, grouped by the section that lists them', () => {
    const results: SearchResult[] = [
      {
        kind: 'articles',
        type: 'Newsletter',
        id: 3,
        title: 'Events issue',
        section: '/admin/newsletters',
        url: '/admin/newsletters?edit=3',
      },
      { kind: 'events', type: 'Event', id: 7, title: 'Events week', section: '/admin/events', url: '/admin/events?edit=7' },
    ];
    const options = paletteOptions('editor', 'event', results);
    expect(options.map((o) => `${o.group}: ${o.label}`)).toEqual([
      'Actions: New event',
      'Sections: Events',
      'Newsletters: Events issue',
      'Events: Events week',
    ]);
    expect(groupOptions(options).map((g) => [g.group, g.options.length])).toEqual([
      ['Actions', 1],
      ['Sections', 1],
      ['Newsletters', 1],
      ['Events', 1],
    ]);
    expect(resultOptions(results)[1]).toMatchObject({ to: '/admin/events?edit=7', detail: 'Event' });
  });
});

describe('the keys', () => {
  it('move the active option: arrows wrap around, Home and End go to the ends, Page keys by five', () => {
    expect(movedIndex('ArrowDown', 0, 3)).toBe(1);
    expect(movedIndex('ArrowDown', 2, 3)).toBe(0);
    expect(movedIndex('ArrowUp', 0, 3)).toBe(2);
    expect(movedIndex('Home', 2, 3)).toBe(0);
    expect(movedIndex('End', 0, 3)).toBe(2);
    expect(movedIndex('PageDown', 0, 12)).toBe(5);
    expect(movedIndex('PageUp', 3, 12)).toBe(0);
    expect(movedIndex('ArrowDown', 0, 0)).toBeNull();
    expect(movedIndex('a', 0, 3)).toBeNull();
  });

  it('open with / on a section’s list only, not on the dashboard or the profile', () => {
    expect(isListSection('/admin/articles')).toBe(true);
    expect(isListSection('/admin/press/')).toBe(true);
    expect(isListSection('/admin')).toBe(false);
    expect(isListSection('/admin/profile')).toBe(false);
  });
});
