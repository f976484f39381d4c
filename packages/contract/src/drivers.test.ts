import { describe, expect, it } from 'vitest';
import { normalisePlateLetters, plateLatinOf, plateText } from './drivers';

describe('plates', () => {
  it('reads a plate as the reader’s half of it shows it', () => {
    const letters = normalisePlateLetters('أ ب ح');
    const vehicle = {
      plateLetters: letters,
      plateNumber: '4821',
      plateLatin: `${plateLatinOf(letters)} 4821`,
    };
    expect(plateText(vehicle, 'ar')).toBe('ا ب ح 4821');
    expect(plateText(vehicle, 'en')).toBe('ABJ 4821');
  });
});
