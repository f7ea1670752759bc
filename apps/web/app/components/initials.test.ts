import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS, avatarColour, initialsOf } from './initials';

describe('initials avatars', () => {
  it('takes the first and last initials, without titles', () => {
    expect(initialsOf('Dr. Miriam Atim')).toBe('MA');
    expect(initialsOf('Grace Nakato')).toBe('GN');
    expect(initialsOf('Prof Ann Mary Kato')).toBe('AK');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('  ')).toBe('?');
  });
  it('gives a name always the same colour', () => {
    expect(avatarColour('Grace Nakato')).toBe(avatarColour('Grace Nakato'));
    expect(AVATAR_COLOURS).toContain(avatarColour('x'));
  });
});
