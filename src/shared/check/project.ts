// The files that passed their meta-schema, by kind: what every cross-reference rule reads. A rule is
// a function over (context, project); check.ts runs them in order (add a rule there, one file each).
import type { EntitySchema, MenusFile, PageSchema, PagesFile } from '../schema/types.ts';
import type { CheckContext } from './context.ts';
import type { SchemaFileState } from './routes.ts';

export interface ValidProject {
  entities: (readonly [file: string, entity: EntitySchema])[];
  pages: (readonly [file: string, page: PageSchema])[];
  pagesFile: PagesFile | undefined;
  menus: MenusFile | undefined;
  /** What became of a page schema file that pages.json names. */
  schemaFile: (file: string) => SchemaFileState;
}

export type ProjectRule = (ctx: CheckContext, project: ValidProject) => void;
