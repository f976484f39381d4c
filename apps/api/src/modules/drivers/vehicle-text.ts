import type { VehicleColour } from '@masar/contract/drivers';
import type { Language } from '../../lib/request-language';

/** Vehicle colours in words (the web has the same names in its drivers locale). */
export const colourNames: Record<Language, Record<VehicleColour, string>> = {
  en: {
    White: 'White',
    Black: 'Black',
    Silver: 'Silver',
    Grey: 'Grey',
    Blue: 'Blue',
    Red: 'Red',
    Brown: 'Brown',
    Beige: 'Beige',
    Green: 'Green',
    Gold: 'Gold',
  },
  ar: {
    White: 'أبيض',
    Black: 'أسود',
    Silver: 'فضي',
    Grey: 'رمادي',
    Blue: 'أزرق',
    Red: 'أحمر',
    Brown: 'بني',
    Beige: 'بيج',
    Green: 'أخضر',
    Gold: 'ذهبي',
  },
};
