// The meta-schemas must describe exactly the shapes of src/shared/schema/types.ts. Each
// Record<keyof T, true> below fails to compile when a key is added to or removed from T, and each
// test fails when the meta-schema's keys differ: so the types and the editor help cannot drift.
import { describe, expect, it } from 'vitest';
import entityMeta from '../../../schemas/meta/entity.schema.json' with { type: 'json' };
import pageMeta from '../../../schemas/meta/page.schema.json' with { type: 'json' };
import pagesMeta from '../../../schemas/meta/pages.schema.json' with { type: 'json' };
import menusMeta from '../../../schemas/meta/menus.schema.json' with { type: 'json' };
import type {
  ApprovalPage, DetailPage, DetailSection, DisplayHint, EntityProperty, EntitySchema, FilterOp, FormPage, ListColumn,
  ListFilter, ListPage, MenuItem, MenusFile, PageAction, PageEntry, PageKind, PagesFile, Variety, Workflow,
  WorkflowState, WorkflowTransition,
} from '../../../src/shared/schema/types.ts';
import { knownFormats } from '../../../src/server/registry/check-meta.ts';

type Keys<T> = Record<keyof T, true>;
type Node = { properties?: Record<string, unknown>; enum?: unknown[] };
const keys = (o: object) => Object.keys(o).sort();
const props = (n: Node) => keys(n.properties ?? {});

type Nav = Extract<PageAction, { type: 'navigate' }>;
type Tr = Extract<PageAction, { type: 'transition' }>;
type Del = Extract<PageAction, { type: 'delete' }>;

const entity: Keys<EntitySchema> = { $schema: true, name: true, title: true, type: true, required: true, properties: true, 'x-titleField': true, 'x-workflow': true, 'x-indexes': true, 'x-delete': true, 'x-variety': true, 'x-rules': true, 'x-operations': true };
const property: Keys<EntityProperty> = { type: true, title: true, description: true, format: true, enum: true, 'x-enumNames': true, minLength: true, maxLength: true, minimum: true, maximum: true, pattern: true, default: true, items: true, properties: true, 'x-display': true, 'x-dict': true, readOnly: true, 'x-max': true, 'x-computed': true, 'x-unique': true, 'x-sequence': true };
const workflow: Keys<Workflow> = { initial: true, states: true, transitions: true, editableIn: true };
const state: Keys<WorkflowState> = { title: true, color: true };
const transition: Keys<WorkflowTransition> = { action: true, title: true, from: true, to: true, roles: true, opinion: true, danger: true, requires: true, distinctFrom: true, effects: true };
const list: Keys<ListPage> = { $schema: true, kind: true, entity: true, title: true, columns: true, filters: true, fixedFilters: true, defaultSort: true, pageSize: true, toolbar: true, rowActions: true };
const form: Keys<FormPage> = { $schema: true, kind: true, entity: true, title: true, mode: true, fields: true, uiSchema: true, afterSave: true, submitAction: true };
const detail: Keys<DetailPage> = { $schema: true, kind: true, entity: true, title: true, sections: true, history: true, actions: true, widgets: true };
const approval: Keys<ApprovalPage> = { $schema: true, kind: true, entity: true, title: true, sections: true, actions: true, returnTo: true, widgets: true };
const column: Keys<ListColumn> = { field: true, title: true, width: true, sortable: true, display: true, pinned: true };
const filter: Keys<ListFilter> = { field: true, op: true, title: true, widget: true };
const section: Keys<DetailSection> = { title: true, fields: true, columns: true };
const nav: Keys<Nav> = { type: true, title: true, page: true, primary: true, states: true, prefill: true, roles: true };
const tr: Keys<Tr> = { type: true, action: true, title: true, states: true, confirm: true, roles: true };
const del: Keys<Del> = { type: true, title: true, states: true, confirm: true, roles: true };
const entry: Keys<PageEntry> = { id: true, path: true, title: true, kind: true, schema: true, component: true, menu: true, roles: true, hidden: true, affix: true, noCache: true, public: true };
const pagesFile: Keys<PagesFile> = { $schema: true, pages: true };
const menu: Keys<MenuItem> = { name: true, title: true, icon: true, page: true, children: true };
const menusFile: Keys<MenusFile> = { $schema: true, sections: true, varieties: true };
const variety: Keys<Variety> = { code: true, type: true, name: true, menus: true };
const hints: Record<DisplayHint, true> = { text: true, amount: true, 'amount-capital': true, datetime: true, date: true, 'relative-time': true, dict: true, status: true, enum: true, number: true, area: true, phone: true, boolean: true, region: true };
const ops: Record<FilterOp, true> = { eq: true, like: true, in: true, gte: true, lte: true, between: true };
const kinds: Record<PageKind, true> = { list: true, form: true, detail: true, approval: true, stats: true, print: true, custom: true };

const ed = entityMeta.definitions as Record<string, Node>;
const pd = pageMeta.definitions as Record<string, Node>;

describe('meta-schemas describe the shared types exactly', () => {
  it.each([
    ['entity', entityMeta as Node, entity],
    ['entity property', ed.schemaNode!, property],
    ['workflow', ed.workflow!, workflow],
    ['workflow state', (ed.workflow!.properties!.states as { additionalProperties: Node }).additionalProperties, state],
    ['workflow transition', ed.transition!, transition],
    ['list page', pd.list!, list],
    ['form page', pd.form!, form],
    ['detail page', pd.detail!, detail],
    ['approval page', pd.approval!, approval],
    ['list column', pd.column!, column],
    ['list filter', pd.filter!, filter],
    ['detail section', pd.section!, section],
    ['navigate action', pd.navigateAction!, nav],
    ['transition action', pd.transitionAction!, tr],
    ['delete action', pd.deleteAction!, del],
    ['pages.json', pagesMeta as Node, pagesFile],
    ['page entry', pagesMeta.definitions.page as Node, entry],
    ['menus.json', menusMeta as Node, menusFile],
    ['menu item', menusMeta.definitions.menu as Node, menu],
    ['variety', menusMeta.definitions.variety as Node, variety],
  ])('%s', (_name, node, typeKeys) => {
    expect(props(node)).toEqual(keys(typeKeys));
  });

  it('display hints, filter ops and page kinds', () => {
    expect([...ed.displayHint!.enum!].sort()).toEqual(keys(hints));
    expect([...pd.displayHint!.enum!].sort()).toEqual(keys(hints));
    expect([...(pd.filter!.properties!.op as Node).enum!].sort()).toEqual(keys(ops));
    expect([...(pagesMeta.definitions.page.properties.kind.enum)].sort()).toEqual(keys(kinds));
    expect([...pageMeta.properties.kind.enum].sort()).toEqual(keys(kinds).filter((k) => k !== 'custom'));
  });

  it('the format list offered to editors is the shared formats plus date and date-time', () => {
    // check.ts validates against the live list; this keeps the file's copy (for editors) in step.
    expect([...ed.format!.enum!].sort()).toEqual(knownFormats().sort());
  });
});
