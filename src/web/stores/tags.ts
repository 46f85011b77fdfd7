// The open-views store behind the tags strip and the kept-alive page stack.
import { create } from 'zustand';
import { addView, closeAll, closeOthers, closeView, refreshView, seedAffix, type TagResult, type TagView } from './tag-rules.ts';

export type { TagView } from './tag-rules.ts';

interface TagsState {
  views: TagView[];
  visit(view: Omit<TagView, 'refresh'>): void;
  seed(affix: Omit<TagView, 'refresh'>[]): void;
  /** Each returns where to navigate (null: stay). */
  close(path: string, activePath: string): string | null;
  closeOthers(path: string, activePath: string): string | null;
  closeAll(activePath: string): string | null;
  refresh(path: string): void;
  /** Logout and role switch: no tags at all; affixed ones are seeded again for the next user. */
  reset(): void;
}

export const useTags = create<TagsState>((set, get) => {
  const apply = (r: TagResult): string | null => {
    set({ views: r.views });
    return r.navigate;
  };
  return {
    views: [],
    visit: (view) => set({ views: addView(get().views, view) }),
    seed: (affix) => set({ views: seedAffix(get().views, affix) }),
    close: (path, activePath) => apply(closeView(get().views, path, activePath)),
    closeOthers: (path, activePath) => apply(closeOthers(get().views, path, activePath)),
    closeAll: (activePath) => apply(closeAll(get().views, activePath)),
    refresh: (path) => set({ views: refreshView(get().views, path) }),
    reset: () => set({ views: [] }),
  };
});
