// Types of the declarative files (menus.json, pages.json, schemas/entities, schemas/pages).
// They are generated from the meta-schemas in schemas/meta/ (`npm run gen:types` writes ./generated/),
// so the types the code reads and the shapes the check enforces cannot drift; this module only names
// them for the code and tightens what a meta-schema cannot say to the generator.
import type * as Entity from './generated/entity.ts';
import type * as Menus from './generated/menus.ts';
import type * as Page from './generated/page.ts';
import type * as Pages from './generated/pages.ts';
import type { Cond, Expr } from '../expr/types.ts';

/** A value type named explicitly (x-display, a column's display): see src/shared/valuetypes. */
export type DisplayHint = Entity.DisplayHint;

/** A reference to a record of another entity (x-ref): the field stores the target's id. */
export type RefSpec = Entity.Ref;

/** An entity property: a schema node whose title is required (the meta-schema's `property`). */
export type EntityProperty = Omit<Entity.SchemaNode, 'title' | 'properties' | 'x-computed'> & {
  title: string;
  properties?: Record<string, EntityProperty>;
  /** The expression language's own union (one operator per node), which the generator cannot say. */
  'x-computed'?: Expr;
};

/** x-sequence: server numbering (src/server/records/rules/sequence.ts). */
export type SequenceRule = NonNullable<Entity.SchemaNode['x-sequence']>;
/** A cross-field rule: when `check` is false the record is refused with `message` under `field`. */
export interface EntityRule {
  field: string;
  check: Cond;
  message: string;
}
/** An effect on other records, run with a transition (src/server/records/rules/effects.ts). */
export type TransitionEffect = NonNullable<Entity.Transition['effects']>[number];

/** A state condition on related records, checked before a transition (src/server/records/rules/guards.ts). */
export type TransitionGuard = Entity.Guard;
/** x-rollup: an aggregate over the records referring to this one (src/server/records/rules/rollup.ts). */
export type RollupSpec = Entity.Rollup;
/** One entry of a transition's `requires`: a field name, or the field with its own refusal text. */
export type Requirement = Entity.Requirement;

export type Workflow = Entity.Workflow;
export type WorkflowState = Entity.Workflow['states'][string];
export type WorkflowTransition = Entity.Transition;

/** A ledger row appended by the server on create (no `on`) or on a workflow action (src/server/records/rules/ledger.ts). */
export interface LedgerRule {
  on?: string;
  entity: string;
  when?: Cond;
  set: Record<string, Expr>;
}

export type EntitySchema = Omit<Entity.EntitySchema, 'properties' | 'x-rules' | 'x-ledger'> & {
  properties: Record<string, EntityProperty>;
  'x-rules'?: EntityRule[];
  'x-ledger'?: LedgerRule[];
};

export type ListFilter = Page.Filter;
export type FilterOp = ListFilter['op'];
export type ListColumn = Page.Column;
/** Filters a link or a navigate action opens a list page with: target filter -> source path on the row. */
export type LinkFilter = Page.LinkFilter;
/** A detail or approval page's list of the records that refer to the record shown (master-detail). */
export type RelatedList = Page.Related;

/**
 * Actions are one vocabulary for toolbar and row buttons.
 * - navigate: go to a page (by page id), passing the row id as :id
 * - transition: run a workflow action on the row (from the entity's workflow)
 * - delete: delete the row, with confirmation
 */
export type PageAction = Page.Action;
export type ListPage = Page.List;
/** Excel import declared by a list (see src/shared/excel). */
export type ListImport = NonNullable<ListPage['import']>;
export type FormPage = Page.Form;
/** A named widget embedded in a detail or approval page (registered in the browser's widget registry). */
export type WidgetRef = Page.Widget;
export type DetailSection = Page.Section;
export type DetailPage = Page.Detail;
export type ApprovalPage = Page.Approval;
export type StatsPage = Page.Stats;
export type StatsMetric = StatsPage['metrics'][number];
export type StatsDimension = StatsPage['dimensions'][number];
export type StatsChart = NonNullable<StatsPage['charts']>[number];
export type PrintPage = Page.Print;
export type PageSchema = Page.PageSchema;

/** One route in pages.json. */
export type PageEntry = Pages.Page;
export type PageKind = PageEntry['kind'];
export type PagesFile = Pages.PagesFile;

export type MenuItem = Menus.Menu;
export type Variety = Menus.Variety;
export type MenusFile = Menus.MenusFile;

/** Everything the engine reads, after loading; page schemas keyed by their file path. */
export interface Registry {
  menus: MenusFile;
  pages: PagesFile;
  entities: Record<string, EntitySchema>;
  pageSchemas: Record<string, PageSchema>;
}

/** Columns every record has besides its document; lists, filters and details may name them. */
export const SYSTEM_FIELDS = ['id', 'status', 'siteId', 'variety', 'version', 'createdAt', 'updatedAt'] as const;
export type SystemField = (typeof SYSTEM_FIELDS)[number];
export function isSystemField(f: string): f is SystemField {
  return (SYSTEM_FIELDS as readonly string[]).includes(f);
}
