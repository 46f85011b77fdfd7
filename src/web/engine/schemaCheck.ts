// A last line of defence in the browser: the check command validates every file at start, but a page
// must still never go blank if a bundle is incomplete, so PageHost names the file and JSON pointer.
import type { PageBundle } from '../../shared/api.ts';
import { isSystemField, type EntitySchema, type PageAction, type PageEntry, type PageSchema } from '../../shared/schema/types.ts';

export interface SchemaProblem {
  file: string;
  path: string;
  message: string;
}

export interface CheckedBundle {
  schema: PageSchema;
  entity: EntitySchema;
  file: string;
}

function isArray(v: unknown): v is unknown[] {
  return Array.isArray(v);
}

function fieldProblem(entity: EntitySchema, field: unknown, path: string, file: string): SchemaProblem | null {
  if (typeof field !== 'string' || !field) return { file, path, message: '字段名缺失' };
  if (isSystemField(field) || entity.properties[field]) return null;
  return { file, path, message: `实体 ${entity.name} 中没有字段 ${field}` };
}

function actionsProblem(entity: EntitySchema, actions: unknown, path: string, file: string, pages: readonly PageEntry[] | null): SchemaProblem | null {
  if (actions === undefined) return null;
  if (!isArray(actions)) return { file, path, message: '应为操作数组' };
  for (const [i, raw] of actions.entries()) {
    const a = raw as PageAction;
    if (a.type === 'transition' && !entity['x-workflow']?.transitions.some((t) => t.action === a.action)) {
      return { file, path: `${path}/${i}/action`, message: `实体 ${entity.name} 的流程中没有操作 ${a.action}` };
    }
    if (a.type === 'navigate' && pages && !pages.some((p) => p.id === a.page)) {
      return { file, path: `${path}/${i}/page`, message: `pages.json 中没有页面 ${a.page}` };
    }
  }
  return null;
}

function sectionsProblem(entity: EntitySchema, sections: unknown, file: string): SchemaProblem | null {
  if (!isArray(sections)) return { file, path: '/sections', message: '缺少 sections 数组' };
  for (const [i, s] of sections.entries()) {
    const fields = (s as { fields?: unknown }).fields;
    if (!isArray(fields)) return { file, path: `/sections/${i}/fields`, message: '缺少 fields 数组' };
    for (const [j, f] of fields.entries()) {
      const p = fieldProblem(entity, f, `/sections/${i}/fields/${j}`, file);
      if (p) return p;
    }
  }
  return null;
}

function kindProblem(schema: PageSchema, entity: EntitySchema, file: string, pages: readonly PageEntry[] | null): SchemaProblem | null {
  switch (schema.kind) {
    case 'list': {
      if (!isArray(schema.columns)) return { file, path: '/columns', message: '缺少 columns 数组' };
      for (const [i, c] of schema.columns.entries()) {
        const p = fieldProblem(entity, c.field, `/columns/${i}/field`, file);
        if (p) return p;
      }
      for (const [i, f] of (schema.filters ?? []).entries()) {
        const p = fieldProblem(entity, f.field, `/filters/${i}/field`, file);
        if (p) return p;
      }
      for (const k of Object.keys(schema.fixedFilters ?? {})) {
        const p = fieldProblem(entity, k, `/fixedFilters/${k}`, file);
        if (p) return p;
      }
      return (
        actionsProblem(entity, schema.toolbar, '/toolbar', file, pages) ??
        actionsProblem(entity, schema.rowActions, '/rowActions', file, pages)
      );
    }
    case 'form': {
      if (!isArray(schema.fields)) return { file, path: '/fields', message: '缺少 fields 数组' };
      for (const [i, f] of schema.fields.entries()) {
        if (typeof f === 'string' && !entity.properties[f]) {
          return { file, path: `/fields/${i}`, message: `实体 ${entity.name} 中没有可编辑字段 ${f}` };
        }
      }
      if (schema.submitAction && !entity['x-workflow']?.transitions.some((t) => t.action === schema.submitAction)) {
        return { file, path: '/submitAction', message: `实体 ${entity.name} 的流程中没有操作 ${schema.submitAction}` };
      }
      return null;
    }
    case 'detail':
      return sectionsProblem(entity, schema.sections, file) ?? actionsProblem(entity, schema.actions, '/actions', file, pages);
    case 'approval': {
      const p = sectionsProblem(entity, schema.sections, file);
      if (p) return p;
      if (!entity['x-workflow']) return { file, path: '/entity', message: `实体 ${entity.name} 没有定义流程（x-workflow）` };
      if (!isArray(schema.actions)) return { file, path: '/actions', message: '缺少 actions 数组' };
      for (const [i, a] of schema.actions.entries()) {
        if (!entity['x-workflow'].transitions.some((t) => t.action === a)) {
          return { file, path: `/actions/${i}`, message: `实体 ${entity.name} 的流程中没有操作 ${a}` };
        }
      }
      return null;
    }
    case 'print':
      // The template entity is the server check's business; here only what the renderer reads.
      return typeof schema.templateField === 'string' && schema.templateField
        ? null
        : { file, path: '/templateField', message: '缺少模板内容字段 templateField' };
    case 'stats': {
      // The figures come from the server, which checks metrics; here only the fields the renderer names.
      if (!isArray(schema.metrics)) return { file, path: '/metrics', message: '缺少 metrics 数组' };
      if (!isArray(schema.dimensions)) return { file, path: '/dimensions', message: '缺少 dimensions 数组' };
      for (const [i, f] of (schema.filters ?? []).entries()) {
        const p = fieldProblem(entity, f.field, `/filters/${i}/field`, file);
        if (p) return p;
      }
      return null;
    }
    default:
      return { file, path: '/kind', message: `未知的页面类型 ${(schema as { kind?: unknown }).kind}` };
  }
}

/** The bundle narrowed for a renderer, or the first problem found with its file and JSON pointer. */
export function checkBundle(
  entry: PageEntry,
  bundle: PageBundle,
  pages: readonly PageEntry[] | null = null,
): { ok: true; value: CheckedBundle } | { ok: false; problem: SchemaProblem } {
  const file = entry.schema ?? 'pages.json';
  const { schema, entity } = bundle;
  if (!schema || typeof schema !== 'object') {
    return { ok: false, problem: { file, path: '', message: '页面配置文件缺失或无法读取' } };
  }
  if (schema.kind !== entry.kind) {
    return {
      ok: false,
      problem: { file, path: '/kind', message: `页面类型为 ${String(schema.kind)}，与 pages.json 中登记的 ${entry.kind} 不一致` },
    };
  }
  if (!entity) return { ok: false, problem: { file, path: '/entity', message: `实体 ${String(schema.entity)} 不存在` } };
  const problem = kindProblem(schema, entity, file, pages);
  return problem ? { ok: false, problem } : { ok: true, value: { schema, entity, file } };
}
