// An uploaded .xlsx is a zip: before exceljs reads it (synchronously, on the event loop, all of it), its
// entries are inflated here under a byte budget — off the event loop, in zlib's thread pool — and its
// worksheets' rows are counted. A zip bomb stops at the budget, a sheet past the row limit stops there,
// both in milliseconds, instead of blocking every other request while exceljs builds the whole workbook.
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { IMPORT_MAX_ROWS } from '../../shared/excel/api.ts';
import { invalid } from '../http/errors.ts';

const inflate = promisify(inflateRaw);

/** What all entries of an import file may inflate to; a 5,000-row template fills a few MB. */
export const XLSX_MAX_UNCOMPRESSED = 64 * 1024 * 1024;

const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;

interface Entry {
  name: string;
  method: number;
  compressed: number;
  uncompressed: number;
  localOffset: number;
}

const unreadable = () => invalid('文件无法读取，请上传由导入模板填写的 .xlsx 文件');
const tooLarge = () => invalid(`文件解压后超过 ${XLSX_MAX_UNCOMPRESSED / 1024 / 1024} MB，请分批导入`);

function entries(file: Buffer): Entry[] {
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 64 KB.
  let eocd = -1;
  for (let i = file.length - 22; i >= Math.max(0, file.length - 22 - 0xffff); i--) {
    if (file.readUInt32LE(i) === EOCD_SIG) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw unreadable();
  const count = file.readUInt16LE(eocd + 10);
  let at = file.readUInt32LE(eocd + 16);
  const out: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== CENTRAL_SIG) throw unreadable();
    const nameLen = file.readUInt16LE(at + 28);
    const entry: Entry = {
      method: file.readUInt16LE(at + 10),
      compressed: file.readUInt32LE(at + 20),
      uncompressed: file.readUInt32LE(at + 24),
      localOffset: file.readUInt32LE(at + 42),
      name: file.toString('utf8', at + 46, at + 46 + nameLen),
    };
    // Zip64 marks sizes it cannot hold in 32 bits: far past anything an import may be.
    if (entry.compressed === 0xffffffff || entry.uncompressed === 0xffffffff) throw tooLarge();
    out.push(entry);
    at += 46 + nameLen + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return out;
}

function dataOf(file: Buffer, e: Entry): Buffer {
  const at = e.localOffset;
  if (at + 30 > file.length || file.readUInt32LE(at) !== LOCAL_SIG) throw unreadable();
  const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  if (start + e.compressed > file.length) throw unreadable();
  return file.subarray(start, start + e.compressed);
}

/** Rows a worksheet's XML declares (`<row ` elements; blank rows are not written). */
function rowCount(xml: Buffer): number {
  let n = 0;
  for (let i = xml.indexOf('<row'); i >= 0; i = xml.indexOf('<row', i + 4)) {
    const next = xml[i + 4];
    // <row> or <row …>, not <rowBreaks>.
    if (next === 0x20 || next === 0x3e || next === 0x09 || next === 0x0a || next === 0x0d) n++;
  }
  return n;
}

/**
 * Refuses, with a Chinese message, a file whose entries inflate past XLSX_MAX_UNCOMPRESSED (whatever sizes
 * its directory claims) or whose worksheets hold more data rows than an import takes.
 */
export async function guardXlsx(file: Buffer): Promise<void> {
  const list = entries(file);
  // The directory's own claim first: a bomb that declares its size is refused without inflating anything.
  if (list.reduce((sum, e) => sum + e.uncompressed, 0) > XLSX_MAX_UNCOMPRESSED) throw tooLarge();
  let budget = XLSX_MAX_UNCOMPRESSED;
  for (const e of list) {
    const raw = dataOf(file, e);
    let body: Buffer;
    if (e.method === 0) body = raw;
    else if (e.method === 8) {
      try {
        // maxOutputLength makes zlib stop where the budget ends, however the entry lied about its size.
        body = await inflate(raw, { maxOutputLength: Math.max(1, budget) });
      } catch (err) {
        if (err instanceof RangeError || (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
        throw unreadable();
      }
    } else throw unreadable();
    budget -= body.length;
    if (budget < 0) throw tooLarge();
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(e.name)) {
      // Spreadsheet programs also write rows that only carry a format: room for as many again, so a
      // filled template is never refused here; the exact count of data rows follows after parsing.
      const rows = rowCount(body) - 1; // the header row
      if (rows > 2 * IMPORT_MAX_ROWS) throw invalid(`一次最多导入 ${IMPORT_MAX_ROWS} 行，文件有 ${rows} 行（含空行）`);
    }
  }
}
