// Plugin requirements: each plugin declares the entities, workflow states and actions and fields it
// relies on; a schema edit that removes or renames one fails here, naming the plugin, instead of the
// plugin failing at run time (a renamed auction state would otherwise refuse every bid). The same for the
// pages a plugin links to or renders into.
import { didYouMean, pointer } from './util.ts';
import { has, report } from './context.ts';
import type { ProjectRule } from './project.ts';
import { pluginClashes } from './plugin-names.ts';

/** Clashing plugin names, reported whatever else is wrong. */
export const checkPluginNames: ProjectRule = (ctx) => {
  ctx.issues.push(...pluginClashes(ctx.env.plugins));
};

/** Pages a plugin links to or renders into (manifest `pages`) that pages.json lacks. */
export const checkPluginPages: ProjectRule = (ctx) => {
  const ids = ctx.pageIds;
  if (!ids) return; // a broken pages.json is reported itself
  for (const plugin of ctx.env.plugins) {
    for (const id of plugin.pages ?? []) {
      if (!ids.has(id)) report(ctx, 'pages.json', '/pages', `插件 ${plugin.name} 需要页面 "${id}"，但 pages.json 中没有${didYouMean(id, ids)}`);
    }
  }
};

export const checkPlugins: ProjectRule = (ctx, _project) => {
  if (!ctx.entitiesKnown) return; // a broken entity file is reported itself; its names are unknown
  for (const plugin of ctx.env.plugins) {
    for (const [name, need] of Object.entries(plugin.requires.entities)) {
      const found = ctx.entities.get(name);
      if (!found) {
        report(ctx, `schemas/entities/${name}.json`, '', `插件 ${plugin.name} 需要实体 "${name}"，但 schemas/entities 中没有${didYouMean(name, ctx.entities.keys())}`);
        continue;
      }
      const { file, schema: e } = found;
      const wf = e['x-workflow'];
      for (const s of need.states ?? []) {
        if (!wf) report(ctx, file, '', `插件 ${plugin.name} 需要实体 ${name} 的流程状态 "${s}"，但该实体没有 x-workflow`);
        else if (!has(wf.states, s)) {
          report(ctx, file, '/x-workflow/states', `插件 ${plugin.name} 需要流程状态 "${s}"${didYouMean(s, Object.keys(wf.states))}`);
        }
      }
      const actions = wf?.transitions.map((t) => t.action) ?? [];
      for (const a of need.actions ?? []) {
        if (!actions.includes(a)) report(ctx, file, '/x-workflow/transitions', `插件 ${plugin.name} 需要流程操作 "${a}"${didYouMean(a, actions)}`);
      }
      for (const f of need.fields ?? []) {
        if (!has(e.properties, f)) report(ctx, file, pointer('properties'), `插件 ${plugin.name} 需要属性 "${f}"${didYouMean(f, Object.keys(e.properties))}`);
      }
    }
  }
};
