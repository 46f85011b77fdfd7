// 工作流管理 → 审批链: what a site's administrator sees of each adjustable chain and may send back.
import type { ChainLevel } from '../chain/index.ts';

export interface SiteChainVersion {
  version: number;
  userName: string;
  createdAt: string;
}

export interface SiteChain {
  entity: string;
  entityTitle: string;
  action: string;
  title: string;
  /** What the declaration lets the site change. */
  limits: { roles: string[]; users: boolean; minLevels: number; maxLevels: number };
  defaultLevels: ChainLevel[];
  /** The version in force (0: the declaration's default) and its levels. */
  version: number;
  levels: ChainLevel[];
  history: SiteChainVersion[];
}
