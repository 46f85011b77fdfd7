// A site's seal and signature images: uploaded and removed with the site settings' rights, served only
// to the site's users (and the all-sites administrator); print sheets name them by address.
import { Type, type Static } from '@sinclair/typebox';
import type { ImageField } from '../template/index.ts';
import { Envelope, FileReply, IdText, OptionalBag, Query, Text, type Assert, type Same } from './common.ts';

const Kind = Type.String({ title: '图片类型', maxLength: 32, description: 'seal 公章，signature 签章' });

/** {siteSeal?, siteSignature?}: the address of each image the site has (with ?v= of its upload). */
export const SiteImageLinksSchema = Type.Object(
  { siteSeal: Type.Optional(Type.String()), siteSignature: Type.Optional(Type.String()) },
  { title: '站点图片地址' },
);

export const SITE_IMAGE_ROUTES = {
  'POST /api/system/sites/:id/images/:kind': {
    params: Type.Object({ id: IdText('站点编号'), kind: Kind }),
    body: OptionalBag({}, '上传内容（multipart/form-data：一个 PNG、JPG 或 WebP 文件，至多 1 MB）'),
    response: { 200: Envelope(Type.Object({ url: Type.String({ description: '图片地址（带 ?v=）' }) })) },
    summary: "Upload (replace) the site's seal or signature image",
  },
  'DELETE /api/system/sites/:id/images/:kind': {
    params: Type.Object({ id: IdText('站点编号'), kind: Kind }),
    body: OptionalBag({}),
    response: { 200: Envelope(Type.Null()) },
  },
  'GET /api/site-images/:id': {
    params: Type.Object({ id: IdText('站点编号') }),
    querystring: Query({}),
    response: { 200: Envelope(SiteImageLinksSchema) },
    summary: "The addresses of the site's images, for print sheets",
  },
  'GET /api/site-images/:id/:kind': {
    params: Type.Object({ id: IdText('站点编号'), kind: Kind }),
    querystring: Query({ v: Type.Optional(Text('版本', 40)) }),
    response: { 200: FileReply(['image/png', 'image/jpeg', 'image/webp'], '图片') },
  },
} as const;

export type SiteImageShapes = [Assert<Same<Static<typeof SiteImageLinksSchema>, Partial<Record<ImageField, string>>>>];
