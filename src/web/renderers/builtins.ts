// The engine's built-in renderers and form widgets, registered into the engine's registries by the app
// root (src/web/App.tsx) before the first render, as plugins register theirs: the engine itself never
// imports a renderer. Loaders, not components, so each renderer and widget stays a chunk of its own.
import { registerFormWidget } from '../engine/formWidgets.ts';
import { registerRenderer } from '../engine/registry.ts';

export function registerBuiltins(): void {
  registerRenderer('list', () => import('./list/ListRenderer.tsx'));
  registerRenderer('form', () => import('./form/FormRenderer.tsx'));
  registerRenderer('detail', () => import('./detail/DetailRenderer.tsx'));
  registerRenderer('approval', () => import('./approval/ApprovalRenderer.tsx'));
  registerRenderer('print', () => import('./print/PrintRenderer.tsx'));
  registerRenderer('stats', () => import('./stats/StatsRenderer.tsx'));
  // The value types' widgets (src/shared/valuetypes/table.ts names them); plugins register the rest
  // (src/web/engine/plugins.ts).
  registerFormWidget('reference', () => import('./form/widgets/ReferenceWidget.tsx'));
  registerFormWidget('region', () => import('./form/widgets/RegionWidget.tsx'));
  registerFormWidget('dict', () => import('./form/widgets/DictWidget.tsx'));
  registerFormWidget('upload', () => import('./form/widgets/UploadWidget.tsx'));
  registerFormWidget('richtext', () => import('./form/widgets/RichTextWidget.tsx'));
}
