// The media vocabulary (docs/decisions.md, lease documents and the FileStore): the media types an
// upload may have, told from its content. Plain data for the contract and core.

/** A photo: JPEG, PNG or WebP. */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

/** Any upload: a PDF or a photo. */
export const MEDIA_CONTENT_TYPES = ['application/pdf', ...PHOTO_CONTENT_TYPES] as const;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];
