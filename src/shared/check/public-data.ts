// x-public (records readable without login): every named field exists and is not a file, image or
// reference (those lead to other data); an entity with a workflow names the public states, which exist.
import { valueTypeName } from '../valuetypes/derive.ts';
import { has, report, unknownFieldMessage } from './context.ts';
import type { ProjectRule } from './project.ts';
import { pointer } from './util.ts';

const PRIVATE_TYPES = new Set(['file', 'image', 'reference']);

export const checkPublicData: ProjectRule = (ctx, project) => {
  for (const [file, e] of project.entities) {
    const pub = e['x-public'];
    if (!pub) continue;
    pub.fields.forEach((f, i) => {
      const at = pointer('x-public', 'fields', i);
      if (!has(e.properties, f)) report(ctx, file, at, unknownFieldMessage(e, f, false));
      else if (PRIVATE_TYPES.has(valueTypeName(e, f))) report(ctx, file, at, `公开字段 "${f}" 不能是附件、图片或引用`);
    });
    const wf = e['x-workflow'];
    if (wf && !pub.states) report(ctx, file, pointer('x-public'), '有流程的实体须用 states 指明公开的流程状态');
    (pub.states ?? []).forEach((s, i) => {
      if (!wf) report(ctx, file, pointer('x-public', 'states', i), '实体没有流程，不能按状态公开');
      else if (!has(wf.states, s)) report(ctx, file, pointer('x-public', 'states', i), `流程中没有状态 "${s}"`);
    });
  }
};
