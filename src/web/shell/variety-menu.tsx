// The trading-variety (交易品种) sub-menu of the transaction section: choosing a variety stores it,
// reloads user info (its extra menus), and lands on /transaction_management/release/kong?type=<type>.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Variety } from '../../shared/schema/types.ts';
import { VARIETY_LANDING_PATH } from '../app/routes.ts';
import { mainProfile } from '../request/profiles.ts';
import { useSession } from '../stores/session.ts';
import type { MenuNode } from './SidebarMenu.tsx';

/** The section whose pages carry the variety: the same segment the request layer checks. */
export const VARIETY_SECTION = mainProfile.variety?.segment ?? 'transaction_management';
export const VARIETY_KEY_PREFIX = 'variety:';

export function varietyMenu(varieties: Variety[], chosen: string | null, icon: ReactNode): MenuNode {
  const name = varieties.find((v) => v.code === chosen)?.name;
  return {
    key: 'variety',
    icon,
    label: name ? `交易品种：${name}` : '交易品种',
    children: varieties.map((v) => ({ key: `${VARIETY_KEY_PREFIX}${v.code}`, label: v.name })),
  };
}

export function useChooseVariety(): (code: string) => Promise<void> {
  const navigate = useNavigate();
  return async (code) => {
    const variety = useSession.getState().meta?.menus.varieties.find((v) => v.code === code);
    if (!variety) return;
    try {
      await useSession.getState().chooseVariety(code);
      navigate(`${VARIETY_LANDING_PATH}?type=${encodeURIComponent(variety.type)}`);
    } catch {
      // the request layer showed why
    }
  };
}
