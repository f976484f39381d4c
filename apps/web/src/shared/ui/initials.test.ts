import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Sara Al-Harbi')).toBe('SA');
    expect(initialsOf('masar admin team')).toBe('MA');
    expect(initialsOf('سارة الحربي')).toBe('سا');
  });

  it('skips words that do not start with a letter', () => {
    expect(initialsOf('Operations (limited)')).toBe('O');
    expect(initialsOf('  ')).toBe('');
  });
});
