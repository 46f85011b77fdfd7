// Builds the Registry from checked files. Reading is collect.ts's job, checking src/shared/check's.
import type { LoadedFile } from '../../shared/check/index.ts';
import type { EntitySchema, MenusFile, PageSchema, PagesFile, Registry } from '../../shared/schema/types.ts';

export type { LoadedFile };

/** Builds the registry from loaded files; assumes they passed the check. */
export function toRegistry(files: readonly LoadedFile[]): Registry {
  const reg: Registry = {
    menus: { sections: [], varieties: [], roles: [] },
    pages: { pages: [] },
    entities: {},
    pageSchemas: {},
  };
  for (const { file, json } of files) {
    if (file === 'menus.json') reg.menus = json as MenusFile;
    else if (file === 'pages.json') reg.pages = json as PagesFile;
    else if (file.startsWith('schemas/entities/')) {
      const e = json as EntitySchema;
      reg.entities[e.name] = e;
    } else reg.pageSchemas[file] = json as PageSchema;
  }
  return reg;
}
