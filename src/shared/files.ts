// Upload rules shared by the form and the server: which file kinds exist, which may be shown inline,
// and how a client-given file name is made safe to store and to send back in a header.
import { isSafeText } from './text-safety.ts';

/** Declared on an entity property (`x-upload`): the field holds the fileUrl of one uploaded file. */
export interface UploadRule {
  /** Allowed extensions, lower case with the dot (".pdf"); only kinds listed in FILE_KINDS. */
  accept: string[];
  /** Largest accepted size in bytes. */
  maxBytes: number;
}

interface FileKind {
  /** The type the file is served with (never the uploader's claim). */
  type: string;
  /** Types a browser may claim when uploading this extension. */
  claims: string[];
  /** Shown in the browser (images, PDF); everything else is downloaded as an attachment. */
  inline: boolean;
}

const OCTET = 'application/octet-stream';

/** Every kind the server accepts at all; markup (html, svg, xml) and scripts are absent on purpose. */
export const FILE_KINDS: Record<string, FileKind> = {
  '.pdf': { type: 'application/pdf', claims: ['application/pdf', OCTET], inline: true },
  '.png': { type: 'image/png', claims: ['image/png'], inline: true },
  '.jpg': { type: 'image/jpeg', claims: ['image/jpeg', 'image/pjpeg'], inline: true },
  '.jpeg': { type: 'image/jpeg', claims: ['image/jpeg', 'image/pjpeg'], inline: true },
  '.gif': { type: 'image/gif', claims: ['image/gif'], inline: true },
  '.webp': { type: 'image/webp', claims: ['image/webp'], inline: true },
  '.doc': { type: 'application/msword', claims: ['application/msword', OCTET], inline: false },
  '.docx': {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    claims: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip', OCTET],
    inline: false,
  },
  '.xls': { type: 'application/vnd.ms-excel', claims: ['application/vnd.ms-excel', OCTET], inline: false },
  '.xlsx': {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    claims: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip', OCTET],
    inline: false,
  },
  '.txt': { type: 'text/plain; charset=utf-8', claims: ['text/plain'], inline: false },
  '.zip': { type: 'application/zip', claims: ['application/zip', 'application/x-zip-compressed', OCTET], inline: false },
};

export const MAX_FILE_NAME = 100;

/** Lower-case extension with the dot, or '' when none. */
export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i > 0 ? name.slice(i).toLowerCase() : '';
}

/**
 * The base name of a client-given file name, or null when nothing usable is left: directories
 * (both slash kinds) dropped, unsafe characters refused, leading dots removed, at most MAX_FILE_NAME
 * characters keeping the extension.
 */
export function safeFileName(raw: string): string | null {
  if (!isSafeText(raw)) return null;
  const base = (raw.split(/[/\\]/).pop() ?? '').replace(/[\r\n\t"<>:|?*]/g, '').trim().replace(/^\.+/, '');
  if (!base) return null;
  const chars = [...base];
  if (chars.length <= MAX_FILE_NAME) return base;
  const ext = extensionOf(base);
  return chars.slice(0, MAX_FILE_NAME - [...ext].length).join('') + ext;
}

/** Why a file may not be stored under this rule, in Chinese, or null when it may. */
export function uploadProblem(rule: UploadRule, name: string, claimedType: string): string | null {
  const ext = extensionOf(name);
  const kind = FILE_KINDS[ext];
  if (!kind || !rule.accept.includes(ext)) return `不支持的文件类型，允许：${rule.accept.join('、')}`;
  const claim = claimedType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!kind.claims.includes(claim)) return `文件内容类型（${claim || '未知'}）与扩展名 ${ext} 不符`;
  return null;
}

export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** The URL prefix of stored files (`/api/files/<path>`): an upload field holds one such URL. */
export const FILE_URL_PREFIX = '/api/files/';

/** Whether every kind a rule accepts is an image: such a field shows as a picture, else as an attachment. */
export function acceptsOnlyImages(rule: Pick<UploadRule, 'accept'>): boolean {
  return rule.accept.length > 0 && rule.accept.every((ext) => FILE_KINDS[ext]?.type.startsWith('image/') === true);
}

/** How a stored file is named on screen and in print when its original name is not at hand: "PDF 文件". */
export function fileLabel(url: string): string {
  const ext = extensionOf(url.split(/[?#]/)[0] ?? '');
  return ext ? `${ext.slice(1).toUpperCase()} 文件` : '文件';
}
