// Components antd imports for a prop this app seldom sets, loaded when first drawn instead of with their
// importer: Card's `tabList` brings Tabs (and rc-tabs) to every page with a card, Modal's `loading` brings
// Skeleton to the shell. The importer gets a component that draws nothing until the real one has loaded
// (src/web/engine/lateComponent.tsx), so the prop still works, a moment late.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export interface LateImport {
  /** The importing module, by the end of its path (`antd/es/card/Card.js`). */
  importer: string;
  /** The specifier as that module writes it (`'../tabs'`). */
  source: string;
  /** What to load instead, by a specifier the app can resolve (`antd/es/tabs`). */
  target: string;
}

const PREFIX = '\0late-import:';
// The app's own helper for components loaded when first drawn.
const LATE_COMPONENT = fileURLToPath(new URL('../../src/web/engine/lateComponent.tsx', import.meta.url));

export function lateImports(list: readonly LateImport[]): Plugin {
  return {
    name: 'late-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const hit = list.find((l) => l.source === source && importer.replace(/\\/g, '/').endsWith(`/node_modules/${l.importer}`));
      return hit ? `${PREFIX}${hit.target}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const target = id.slice(PREFIX.length);
      return [
        `import { lateComponent } from ${JSON.stringify(LATE_COMPONENT)};`,
        `export default lateComponent(() => import(${JSON.stringify(target)}));`,
      ].join('\n');
    },
  };
}
