// The chain in force on a site: its newest saved version (工作流管理), else the declaration's levels (version 0).
import type { ChainLevel } from '../../../shared/chain/index.ts';
import { levelsOf } from '../../../shared/chain/index.ts';
import type { WorkflowTransition } from '../../../shared/schema/types.ts';
import type { Db } from '../../db/types.ts';

export interface ChainVersion {
  version: number;
  levels: ChainLevel[];
}

export async function chainInForce(db: Db, siteId: number | null, entity: string, t: WorkflowTransition): Promise<ChainVersion> {
  const declared: ChainVersion = { version: 0, levels: t.chain ? levelsOf(t.chain) : [] };
  if (siteId === null || !t.chain?.site) return declared;
  const rows = await db.query<{ version: number; levels: ChainLevel[] }>(
    'SELECT version, levels FROM approval_chain_versions WHERE site_id = $1 AND entity = $2 AND action = $3 ORDER BY version DESC LIMIT 1',
    [siteId, entity, t.action],
  );
  return rows[0] ? { version: Number(rows[0].version), levels: rows[0].levels } : declared;
}
