import type { Cond, Expr } from '../expr/types.ts';

// Types of the declarative files (menus.json, pages.json, schemas/entities, schemas/pages).
// The meta-schemas in schemas/meta/ describe the same shapes for editors and the check command.

/** Display hints: one vocabulary for list cell, form field and detail view (ProComponents' valueType). */
export type DisplayHint =
  | 'text'
  | 'amount'
  | 'amount-capital'
  | 'datetime'
  | 'date'
  | 'relative-time'
  | 'dict'
  | 'status'
  | 'enum'
  | 'number'
  | 'area'
  | 'phone'
  | 'boolean'
  | 'region';

export interface EntityProperty {
  type: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  title: string;
  description?: string;
  format?: string;
  enum?: (string | number)[];
  /** Labels for enum values, same order as enum. */
  'x-enumNames'?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  default?: unknown;
  items?: EntityProperty | { type: string };
  properties?: Record<string, EntityProperty>;
  'x-display'?: DisplayHint;
  /** Dictionary type for 'dict' display and select options (querySystemDictionary type). */
  'x-dict'?: string;
  /** Server-managed: not accepted from writes (e.g. computed fields). */
  readOnly?: boolean;
  /** Largest value of a decimal field, plain decimal text (default src/shared/money DEFAULT_MAX). */
  'x-max'?: string;
  /** Computed by the server from this expression (src/shared/expr); the form shows it read-only. */
  'x-computed'?: Expr;
  /** Unique among the records of the same site ('site') or of all sites ('global'), ignoring case and spaces. */
  'x-unique'?: 'site' | 'global';
  /** Numbered by the server: prefix + year + '-' + zero-padded counter, per site and year. */
  'x-sequence'?: SequenceRule;
}

export interface SequenceRule {
  prefix: string;
  digits: number;
  /** Assigned when this workflow action runs (default: on create). */
  on?: string;
  /** Counter per site and year (default), per year, or one counter. */
  per?: 'site-year' | 'year' | 'global';
  /** Include the year in the number (default true). */
  year?: boolean;
  /** A separate counter per value of this field (e.g. bid numbers per auction). */
  scopeField?: string;
}

/** A cross-field rule: when `check` is false the record is refused with `message` under `field`. */
export interface EntityRule {
  field: string;
  check: Cond;
  message: string;
}

/**
 * A change to other records in the same transaction as a transition: each record of `entity` whose
 * `match` field holds this record's id (or, with `via`, the record whose id this record's `via` field
 * holds) runs `action` when its workflow allows it from its current state.
 */
export interface TransitionEffect {
  entity: string;
  action: string;
  /** Field of the other entity holding this record's id. */
  match?: string;
  /** Field of this record holding the other record's id. */
  via?: string;
}

export interface WorkflowState {
  title: string;
  /** antd tag colour */
  color?: string;
}

export interface WorkflowTransition {
  action: string;
  title: string;
  from: string[];
  to: string;
  /** Role names allowed to perform it; 'admin' may always. */
  roles: string[];
  /** Whether an opinion (审核意见) is required, optional or not asked. */
  opinion?: 'required' | 'optional' | 'none';
  /** Button style hint. */
  danger?: boolean;
  /** Fields that must be filled before this action runs. */
  requires?: string[];
  /** Four-eyes: the actor must differ from who ran these actions on the record (default for approve/reject:
   * the actions leading into its from-states). [] turns it off. */
  distinctFrom?: string[];
  /** Changes to other records, same transaction. */
  effects?: TransitionEffect[];
}

export interface Workflow {
  initial: string;
  states: Record<string, WorkflowState>;
  transitions: WorkflowTransition[];
  /** States in which the record may still be edited (default: the initial state). */
  editableIn?: string[];
}

export interface EntitySchema {
  $schema?: string;
  name: string;
  title: string;
  type: 'object';
  required?: string[];
  properties: Record<string, EntityProperty>;
  /** Field shown as the record's name in titles, history and messages. */
  'x-titleField'?: string;
  'x-workflow'?: Workflow;
  /** Fields to index for filters and sorts. */
  'x-indexes'?: string[];
  /** Deletion allowed; optionally only in some workflow states. */
  'x-delete'?: { allowed: boolean; states?: string[] };
  /** Records carry the trading variety (transferVariety) they were created under. */
  'x-variety'?: boolean;
  /** Cross-field rules, checked by the form and the server. */
  'x-rules'?: EntityRule[];
  /** Operations the generic records API allows (default all); others are written only by engine routes. */
  'x-operations'?: ('create' | 'update' | 'delete' | 'transition')[];
}

export type FilterOp = 'eq' | 'like' | 'in' | 'gte' | 'lte' | 'between';

export interface ListColumn {
  field: string;
  title?: string;
  width?: number;
  sortable?: boolean;
  display?: DisplayHint;
  /** Pinned column. */
  pinned?: 'left' | 'right';
}

export interface ListFilter {
  field: string;
  op: FilterOp;
  title?: string;
  /** Widget for the filter input. */
  widget?: 'input' | 'select' | 'date-range' | 'number-range';
}

/**
 * Actions are one vocabulary for toolbar and row buttons.
 * - navigate: go to a page (by page id), passing the row id as :id
 * - transition: run a workflow action on the row (from the entity's workflow)
 * - delete: delete the row, with confirmation
 */
export type PageAction =
  | {
      type: 'navigate';
      title: string;
      page: string;
      primary?: boolean;
      states?: string[];
      /**
       * Create-from-another-record: target form field -> source path on the row ("id", "status",
       * "createdAt" or a data field name). The target page receives them as ?prefill.<field>=value.
       */
      prefill?: Record<string, string>;
      /** Narrows the page's roles for this action (e.g. only operators delete). */
      roles?: string[];
    }
  | { type: 'transition'; action: string; title?: string; states?: string[]; confirm?: string; roles?: string[] }
  | { type: 'delete'; title?: string; states?: string[]; confirm?: string; roles?: string[] };

export interface ListPage {
  $schema?: string;
  kind: 'list';
  entity: string;
  title?: string;
  columns: ListColumn[];
  filters?: ListFilter[];
  /** Filters always applied (e.g. the audit list shows only pending records). */
  fixedFilters?: Record<string, string | string[]>;
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  pageSize?: number;
  toolbar?: PageAction[];
  rowActions?: PageAction[];
}

export interface FormPage {
  $schema?: string;
  kind: 'form';
  entity: string;
  title?: string;
  /** create: new record; edit: record :id. One page may serve both when mode is 'auto'. */
  mode: 'create' | 'edit' | 'auto';
  /** Fields shown, in order (subset of entity properties). */
  fields: string[];
  uiSchema?: Record<string, unknown>;
  /** Page id to go to after saving (gets :id). */
  afterSave?: string;
  /** Workflow action offered next to save (e.g. submit for approval). */
  submitAction?: string;
}

/** A named widget embedded in a detail or approval page (registered in the browser's widget registry). */
export interface WidgetRef {
  type: string;
  title?: string;
  options?: Record<string, unknown>;
}

export interface DetailSection {
  title: string;
  fields: string[];
  columns?: 1 | 2 | 3;
}

export interface DetailPage {
  $schema?: string;
  kind: 'detail';
  entity: string;
  title?: string;
  sections: DetailSection[];
  /** Show workflow history. */
  history?: boolean;
  actions?: PageAction[];
  /** Extra widgets below the sections (e.g. the bid box of an auction). */
  widgets?: WidgetRef[];
}

export interface ApprovalPage {
  $schema?: string;
  kind: 'approval';
  entity: string;
  title?: string;
  sections: DetailSection[];
  /** Workflow actions offered (must exist in the entity's workflow). */
  actions: string[];
  /** Page to return to after a decision. */
  returnTo?: string;
  widgets?: WidgetRef[];
}

/** A measure computed by SQL on the server: count of records or sum of a numeric field. */
export interface StatsMetric {
  key: string;
  title: string;
  agg: 'count' | 'sum';
  /** Field summed (numeric format); absent for count. */
  field?: string;
  unit?: string;
  display?: DisplayHint;
}

/** A grouping: a data field, a system field (status, siteId, variety), or the record's month/year. */
export interface StatsDimension {
  key: string;
  title: string;
  field?: string;
  /** Group by created_at truncated to month or year. */
  time?: 'month' | 'year';
}

export interface StatsChart {
  type: 'bar' | 'line' | 'pie';
  title: string;
  metric: string;
  dimension: string;
}

export interface StatsPage {
  $schema?: string;
  kind: 'stats';
  entity: string;
  title?: string;
  metrics: StatsMetric[];
  dimensions: StatsDimension[];
  charts?: StatsChart[];
  /** Filters offered: year and month (options from homepageSummary), and list-style field filters. */
  filters?: ListFilter[];
  fixedFilters?: Record<string, string | string[]>;
}

/** A print layout: a record of `entity` filled into a template record (file_model) and printed by the browser. */
export interface PrintPage {
  $schema?: string;
  kind: 'print';
  entity: string;
  title?: string;
  /** Entity holding templates (content with {{field}} / {{field|capital}} placeholders). */
  templateEntity: string;
  /** Field of the template entity holding the content. */
  templateField: string;
  /** Only templates whose `type` field equals this. */
  templateType?: string;
}

export type PageSchema = ListPage | FormPage | DetailPage | ApprovalPage | StatsPage | PrintPage;
export type PageKind = PageSchema['kind'] | 'custom';

/** One route in pages.json. */
export interface PageEntry {
  id: string;
  path: string;
  title: string;
  kind: PageKind;
  /** Page schema file, relative to the project root (absent for custom pages). */
  schema?: string;
  /** Custom renderer name for kind 'custom'. */
  component?: string;
  /** Menu name that governs access (the permission key). Hidden pages name their list's menu. */
  menu?: string;
  /** Roles allowed; absent = every logged-in user that reaches the menu. */
  roles?: string[];
  hidden?: boolean;
  affix?: boolean;
  noCache?: boolean;
  /** Reachable without login. */
  public?: boolean;
}

export interface PagesFile {
  $schema?: string;
  pages: PageEntry[];
}

export interface MenuItem {
  name: string;
  title: string;
  icon?: string;
  /** Page id this entry opens (leaf). */
  page?: string;
  children?: MenuItem[];
}

export interface Variety {
  code: string;
  type: string;
  name: string;
  /** Extra menu names this variety enables. */
  menus: string[];
}

export interface MenusFile {
  $schema?: string;
  sections: MenuItem[];
  varieties: Variety[];
}

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
