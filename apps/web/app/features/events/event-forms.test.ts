import { describe, expect, it } from 'vitest';
import { closedHref, eventDialogHref, notifiedHref, notifyHref, registeredHref, registrationOutcome } from './event-forms';

describe('event dialog addresses', () => {
  it('keep the filters and name the dialog, its form or its outcome by flags only', () => {
    expect(eventDialogHref('/events', '?type=workshops&notify=1', 'seven')).toBe('/events?type=workshops&event=seven#event-dialog');
    expect(eventDialogHref('/events', '?type=workshops', 'seven', true)).toBe('/events?type=workshops&event=seven&register=1');
    expect(registeredHref('/events', '?type=workshops&event=7&register=1', 'confirmed')).toBe(
      '/events?type=workshops&event=7&registered=1#event-registration',
    );
    expect(registeredHref('/events', '?event=7&register=1', 'pending')).toBe('/events?event=7&registered=pending#event-registration');
    expect(notifyHref('/events', '?event=7&register=1&page=2')).toBe('/events?page=2&notify=1#event-notifications');
    expect(notifiedHref('/events', '?notify=1')).toBe('/events?notify=1&notified=1#event-notifications');
    expect(closedHref('/events', '?page=2&event=7&registered=1&notify=1', '#browse')).toBe('/events?page=2#browse');
  });

  it('read the outcome flag, and nothing else', () => {
    expect(registrationOutcome('1')).toBe('confirmed');
    expect(registrationOutcome('pending')).toBe('pending');
    expect(registrationOutcome('someone@example.org')).toBeNull();
    expect(registrationOutcome(null)).toBeNull();
  });
});
