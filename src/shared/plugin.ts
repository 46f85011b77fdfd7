// The plugin contract's declarative half, shared by the check, the server and the browser: what a
// plugin needs of the schemas and which names it registers. Code lives in the plugin's server and web
// modules; the app's composition root (src/app) hands the manifests to the engine.

/** What a plugin needs of one entity: workflow states and actions, and properties. */
export interface EntityRequirement {
  states?: readonly string[];
  actions?: readonly string[];
  fields?: readonly string[];
}

export interface PluginManifest {
  /** Names the plugin in check messages ("插件 auction 需要…"). */
  name: string;
  /** Entities (by name) the plugin reads or drives, with what it needs of each. */
  requires: { entities: Readonly<Record<string, EntityRequirement>> };
  /** Names it registers in the browser: rjsf form widgets, detail/approval page widgets, custom pages. */
  formWidgets?: readonly string[];
  pageWidgets?: readonly string[];
  components?: readonly string[];
  /** Page ids (pages.json) it links to or renders into: a missing one fails the check naming the plugin and
   *  the page. The code names them through `declaredPages`, never as literals. */
  pages?: readonly string[];
}

/** The field names `M` declares for `entity`, as literal types (the manifest must keep its literals:
 *  declare it `as const satisfies PluginManifest`). */
export type DeclaredField<M extends PluginManifest, E extends keyof M['requires']['entities']> =
  M['requires']['entities'][E] extends { readonly fields: readonly (infer F extends string)[] } ? F : never;

/** Each declared name under its own name: `fields.earnestPaid` is "earnestPaid". */
export type DeclaredFields<F extends string> = { readonly [K in F]: K };

/**
 * The only way a plugin names an entity's fields: `doc[fields.earnestPaid]`. A field the plugin uses but
 * its manifest does not declare is a TypeScript error, and a declared field the schemas lack is an
 * `npm run check` error naming the plugin, so neither a rename nor an omission reaches run time.
 */
export function declaredFields<M extends PluginManifest, E extends keyof M['requires']['entities'] & string>(
  manifest: M,
  entity: E,
): DeclaredFields<DeclaredField<M, E>> {
  const need: EntityRequirement | undefined = manifest.requires.entities[entity];
  return Object.freeze(Object.fromEntries((need?.fields ?? []).map((f) => [f, f]))) as DeclaredFields<DeclaredField<M, E>>;
}

/** The page ids `M` declares, as literal types. */
export type DeclaredPage<M extends PluginManifest> = M extends { readonly pages: readonly (infer P extends string)[] } ? P : never;

/**
 * The only way a plugin names an app page: `pagePath(pages.file_model_form, { id })`. A page the plugin
 * uses but does not declare is a TypeScript error; a declared page pages.json lacks fails `npm run check`.
 */
export function declaredPages<M extends PluginManifest>(manifest: M): DeclaredFields<DeclaredPage<M>> {
  return Object.freeze(Object.fromEntries((manifest.pages ?? []).map((p) => [p, p]))) as DeclaredFields<DeclaredPage<M>>;
}
