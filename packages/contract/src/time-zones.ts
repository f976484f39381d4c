/**
 * The zones Masar names by their city, as its screens and documents do ("بتوقيت الرياض" / "Riyadh time"): Intl
 * has no such name (it says "التوقيت العربي الرسمي", "Arabian Standard Time").
 */
const ZONE_CITIES: Record<string, { ar: string; en: string }> = {
  'Asia/Riyadh': { ar: 'الرياض', en: 'Riyadh' },
};

/** A zone named by its city in a language ('بتوقيت الرياض', 'Riyadh time'); undefined for a zone not listed. */
export function zoneCityName(language: string, timeZone: string): string | undefined {
  const city = ZONE_CITIES[timeZone];
  if (!city) return undefined;
  return language === 'ar' ? `بتوقيت ${city.ar}` : `${city.en} time`;
}
