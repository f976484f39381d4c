const formats = new Map<string, unknown>();

/**
 * An Intl formatter made once per key and kept: making one loads ICU data (~0.1–0.3 ms, a booking's
 * confirmation made several), using one takes microseconds.
 */
export function keptFormat<Format>(key: string, make: () => Format): Format {
  let format = formats.get(key) as Format | undefined;
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}
