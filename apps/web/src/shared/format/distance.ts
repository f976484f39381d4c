/** Distances and durations on screen (metres and seconds in the API), in the page language's words. */

const localeOf = (language: string) => (language === 'ar' ? 'ar-SA-u-nu-latn' : 'en');

/** 262_345 → '262.3 km' / '262.3 كم'. */
export function formatKilometres(meters: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(Math.round(meters / 100) / 10);
}

/** 11_700 → '3 hr 15 min' / '3 س 15 د' (whole minutes, at least one). */
export function formatDuration(seconds: number, language: string): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(localeOf(language), { style: 'unit', unit: name, unitDisplay: 'short' }).format(
      value,
    );
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return unit(rest, 'minute');
  return rest ? `${unit(hours, 'hour')} ${unit(rest, 'minute')}` : unit(hours, 'hour');
}
