// A site's seal and signature images (站点参数): uploaded by the site's administrator, printed by the
// {{siteSeal}} / {{siteSignature}} template placeholders. Paths and limits shared by page and server.
import type { ImageField } from '../template/index.ts';

export const SITE_IMAGE_KINDS = ['seal', 'signature'] as const;
export type SiteImageKind = (typeof SITE_IMAGE_KINDS)[number];

export const SITE_IMAGE_TITLES: Record<SiteImageKind, string> = { seal: '公章图片', signature: '签章图片' };
/** The template placeholder that prints each kind. */
export const SITE_IMAGE_FIELD: Record<SiteImageKind, ImageField> = { seal: 'siteSeal', signature: 'siteSignature' };
export const SITE_IMAGE_MAX_BYTES = 1024 * 1024;

export const SITE_IMAGE_API = {
  /** POST multipart `file`: uploads (replaces) the image; DELETE removes it. Site settings' page rights. */
  upload: (siteId: number, kind: SiteImageKind) => `/api/system/sites/${siteId}/images/${kind}`,
  /** GET: the image itself, to the site's users only (`?v=` changes with each upload, for caches). */
  image: (siteId: number, kind: SiteImageKind, version?: number) => `/api/site-images/${siteId}/${kind}${version ? `?v=${version}` : ''}`,
  /** GET: {siteSeal?, siteSignature?} — the addresses a print sheet uses for the site's images. */
  forPrint: (siteId: number) => `/api/site-images/${siteId}`,
} as const;

export function isSiteImageKind(v: string): v is SiteImageKind {
  return (SITE_IMAGE_KINDS as readonly string[]).includes(v);
}

/** The image type from the file's first bytes (PNG, JPEG, WebP), never from the uploader's claim. */
export function sniffImage(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  const at = (i: number, ...b: number[]) => b.every((x, j) => bytes[i + j] === x);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}
