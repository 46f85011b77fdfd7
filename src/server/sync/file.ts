// Reading an uploaded sync file: the export's own format, for the entity the run names; each problem is
// a Chinese message (nothing is stored from a file that cannot be read).
import { SYNC_FORMAT, SYNC_MAX_RECORDS, SYNC_VERSION, type SyncFileRecord } from '../../shared/sync/api.ts';
import type { EntitySchema } from '../../shared/schema/types.ts';
import { invalid } from '../http/errors.ts';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export function readSyncFile(buf: Buffer | undefined, entity: EntitySchema): SyncFileRecord[] {
  if (!buf || buf.length === 0) throw invalid('请选择要导入的文件', [{ field: 'file', message: '请选择要导入的文件' }]);
  let json: unknown;
  try {
    json = JSON.parse(buf.toString('utf8'));
  } catch {
    throw invalid('文件无法读取：请上传由数据同步导出的 .json 文件', [{ field: 'file', message: '不是 JSON 文件' }]);
  }
  if (!isObject(json) || json.format !== SYNC_FORMAT) throw invalid('文件格式不正确：不是数据同步导出的文件', [{ field: 'file', message: '格式不正确' }]);
  if (json.version !== SYNC_VERSION) throw invalid(`文件版本 ${String(json.version)} 不受支持（应为 ${SYNC_VERSION}）`, [{ field: 'file', message: '版本不受支持' }]);
  if (json.entity !== entity.name) throw invalid(`文件中是“${String(json.entity)}”的数据，不是${entity.title}`, [{ field: 'entity', message: '数据类型不符' }]);
  const records = json.records;
  if (!Array.isArray(records)) throw invalid('文件缺少 records 列表', [{ field: 'file', message: '缺少 records' }]);
  if (records.length === 0) throw invalid('文件中没有记录', [{ field: 'file', message: '没有记录' }]);
  if (records.length > SYNC_MAX_RECORDS) throw invalid(`一次最多导入 ${SYNC_MAX_RECORDS} 条，文件有 ${records.length} 条`, [{ field: 'file', message: '记录过多' }]);
  return records.map((r: unknown, i) => {
    if (!isObject(r) || !isObject(r.data)) throw invalid(`第 ${i + 1} 条记录格式不正确（缺少 data）`, [{ field: 'file', message: '记录格式不正确' }]);
    return { data: r.data, ...(typeof r.variety === 'string' ? { variety: r.variety } : {}), ...(typeof r.id === 'number' ? { id: r.id } : {}) };
  });
}
