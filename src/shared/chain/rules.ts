// What a chain's levels must satisfy, written once for the declaration (npm run check) and for a site
// administrator's edit (工作流管理): approvers present and allowed, users only where allowed, conditions over
// real fields, a level count within the declared bounds. Pointers are relative to the chain object.
import { condFields } from '../expr/fields.ts';
import { DEFAULT_MAX_LEVELS, DEFAULT_MIN_LEVELS, type ChainDeclaration, type ChainLevel } from './types.ts';

export interface LevelRules {
  /** Roles a level may name. */
  roles: readonly string[];
  /** Whether a level may name users. */
  users: boolean;
  /** The message for a field the record lacks (null: it has it). */
  unknownField: (name: string) => string | null;
  minLevels: number;
  maxLevels: number;
}

export interface ChainProblem {
  pointer: string;
  message: string;
}

const levelName = (l: ChainLevel, i: number) => `第${i + 1}级“${l.title}”`;

export function levelProblems(levels: readonly ChainLevel[], rules: LevelRules): ChainProblem[] {
  const out: ChainProblem[] = [];
  if (levels.length < rules.minLevels || levels.length > rules.maxLevels) {
    out.push({ pointer: '/levels', message: `审批级数须在 ${rules.minLevels} 到 ${rules.maxLevels} 之间（现为 ${levels.length}）` });
  }
  levels.forEach((l, i) => {
    const roles = l.roles ?? [];
    const users = l.users ?? [];
    if (roles.length === 0 && users.length === 0) out.push({ pointer: `/levels/${i}`, message: `${levelName(l, i)}没有审批人：须指定角色（roles）或用户（users）` });
    roles.forEach((r, j) => {
      if (!rules.roles.includes(r)) out.push({ pointer: `/levels/${i}/roles/${j}`, message: `${levelName(l, i)}：角色 "${r}" 不能作为审批人（可用：${rules.roles.join('、') || '无'}）` });
    });
    if (users.length > 0 && !rules.users) out.push({ pointer: `/levels/${i}/users`, message: `${levelName(l, i)}：不允许指定具体用户为审批人` });
    if (l.when) {
      for (const f of condFields(l.when)) {
        const problem = rules.unknownField(f);
        if (problem) out.push({ pointer: `/levels/${i}/when`, message: `${levelName(l, i)}的条件：${problem}` });
      }
    }
  });
  return out;
}

/** The bounds a site's edit must keep: the declaration's `site`, else its default only. */
export function siteRules(chain: ChainDeclaration, unknownField: (name: string) => string | null): LevelRules | null {
  const site = chain.site;
  if (!site) return null;
  const defaultRoles = [...new Set((chain.levels as ChainLevel[]).flatMap((l) => l.roles ?? []))];
  return {
    roles: site.roles ?? defaultRoles,
    users: site.users ?? false,
    unknownField,
    minLevels: site.minLevels ?? DEFAULT_MIN_LEVELS,
    maxLevels: site.maxLevels ?? DEFAULT_MAX_LEVELS,
  };
}
