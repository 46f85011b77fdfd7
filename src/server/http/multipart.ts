// A small multipart/form-data reader: the main client posts in 'file' mode (e.g. aliyunOssDeleteFile's
// fileUrl, uploads). Text fields become body properties; files sit under the FILES symbol.
export const FILES = Symbol('files');

export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export type MultipartBody = Record<string, string> & { [FILES]: UploadedFile[] };

function boundaryOf(contentType: string): string | null {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  return m ? (m[1] ?? m[2] ?? '').trim() : null;
}

function headerParam(headers: string, name: string): string | undefined {
  const m = new RegExp(`${name}="([^"]*)"`, 'i').exec(headers);
  return m?.[1];
}

export function parseMultipart(body: Buffer, contentType: string): MultipartBody {
  const out = { [FILES]: [] as UploadedFile[] } as MultipartBody;
  const boundary = boundaryOf(contentType);
  if (!boundary) throw new Error('multipart boundary missing');
  const delim = Buffer.from(`--${boundary}`);
  let pos = body.indexOf(delim);
  while (pos >= 0) {
    const start = pos + delim.length;
    if (body.subarray(start, start + 2).toString() === '--') break; // closing delimiter
    const next = body.indexOf(delim, start);
    if (next < 0) break;
    // Part = CRLF headers CRLF CRLF content CRLF
    const part = body.subarray(start + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split >= 0) {
      const headers = part.subarray(0, split).toString('utf8');
      const content = part.subarray(split + 4);
      const name = headerParam(headers, 'name');
      const filename = headerParam(headers, 'filename');
      if (name !== undefined) {
        if (filename !== undefined) {
          const ct = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream';
          out[FILES].push({ field: name, filename, contentType: ct, data: Buffer.from(content) });
        } else out[name] = content.toString('utf8');
      }
    }
    pos = next;
  }
  return out;
}
