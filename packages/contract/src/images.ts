/** Limits of uploaded images (avatars, car images), checked by the API and by the web forms. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_SIDE = 10_000;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageMimeType = (typeof imageMimeTypes)[number];

/** The public address of a stored image. */
export const imageUrl = (id: string) => `/api/images/${id}`;
