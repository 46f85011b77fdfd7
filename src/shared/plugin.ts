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
}
