// x-operations: which writes the generic records API takes for an entity. Records such as bids are written
// only by their engine route, for every role including admin.
import type { EntitySchema } from '../../../shared/schema/types.ts';
import { ApiError } from '../../http/errors.ts';
import { Code } from '../../../shared/codes.ts';

export type GenericOp = 'create' | 'update' | 'delete' | 'transition';

const WORDS: Record<GenericOp, string> = { create: '新增', update: '修改', delete: '删除', transition: '流程操作' };

export function requireOperation(entity: EntitySchema, op: GenericOp): void {
  const allowed = entity['x-operations'];
  if (!allowed || allowed.includes(op)) return;
  throw new ApiError(Code.UNAUTHORIZED, `${entity.title}不能通过通用接口${WORDS[op]}`);
}
