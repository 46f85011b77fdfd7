// Excel export and import routes, beside the records list route and under the same permission rules.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { EXPORT_MIME } from '../../shared/excel/api.ts';
import type { AppContext } from '../context.ts';
import { exportLines, startExport } from '../excel/export.ts';
import { checkImport, confirmImport, importTemplate } from '../excel/import.ts';
import { ok } from '../http/envelope.ts';
import { uploaded } from '../http/upload.ts';
import { asBag } from '../http/params.ts';
import { actorOf } from '../auth/actor.ts';

interface EntityParams {
  entity: string;
}

/** Paths as EXCEL_API in src/shared/excel/api.ts builds them. */
const BASE = '/api/records/:entity';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function excelRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: EntityParams }>(`${BASE}/export`, async (req, reply) => {
    const stream = await startExport(ctx, actorOf(req), req.params.entity, asBag(req.query));
    reply.header('Cache-Control', 'no-store').type(`${EXPORT_MIME}; charset=utf-8`);
    return reply.send(Readable.from(exportLines(stream)));
  });

  app.get<{ Params: EntityParams }>(`${BASE}/import/template`, async (req, reply) => {
    const t = await importTemplate(ctx, actorOf(req), req.params.entity, asBag(req.query));
    reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(t.filename)}`).type(XLSX_MIME);
    return reply.send(t.body);
  });

  app.post<{ Params: EntityParams }>(`${BASE}/import/check`, { config: { upload: true } }, async (req) =>
    ok(await checkImport(ctx, actorOf(req), req.params.entity, asBag(req.query), await uploaded(req))),
  );

  app.post<{ Params: EntityParams }>(`${BASE}/import`, async (req) => {
    const result = await confirmImport(ctx, actorOf(req), req.params.entity, asBag(req.query), asBag(req.body));
    return ok(result, `已导入 ${result.created} 条`);
  });
}
