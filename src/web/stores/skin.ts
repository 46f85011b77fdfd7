// The top bar's theme selector: three skins (spec section 9), stored under the original's key `skin`.
// A skin sets the theme colour and the top bar's look; the settings panel can still fine-tune the colour.
import { create } from 'zustand';
import { LocalKey } from '../persist/keys.ts';
import { useSettings } from './settings.ts';
import { readItem, writeItem } from '../persist/storage.ts';

export type SkinId = '1' | '2' | '3';

export interface Skin {
  id: SkinId;
  name: string;
  color: string;
  /** Top bar: filled with the theme colour, or white with dark text. */
  header: 'filled' | 'light';
}

export const SKINS: Skin[] = [
  { id: '1', name: '经典蓝', color: '#527FFC', header: 'filled' },
  { id: '2', name: '深邃蓝', color: '#1C4F8E', header: 'filled' },
  { id: '3', name: '简洁白', color: '#527FFC', header: 'light' },
];

export function skinById(id: string | null): Skin {
  return SKINS.find((s) => s.id === id) ?? SKINS[0]!;
}

interface SkinState {
  skin: Skin;
  choose(id: SkinId): void;
}

export const useSkin = create<SkinState>((set) => ({
  skin: skinById(readItem(LocalKey.skin)),
  choose: (id) => {
    const skin = skinById(id);
    writeItem(LocalKey.skin, skin.id);
    set({ skin });
    useSettings.getState().change('theme', skin.color);
  },
}));
