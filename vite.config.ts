import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { directImports } from './scripts/vite/directImports.ts';
import { lateImports } from './scripts/vite/lateImports.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { startupChunks } from './scripts/vite/startupChunks.ts';

/** Points one rjsf package's import of `source` at a module of ours (`target`, under src/web/renderers/form). */
function rjsfImport(pkg: 'core' | 'utils', source: string, target: string): Plugin {
  const to = fileURLToPath(new URL(`./src/web/renderers/form/${target}`, import.meta.url));
  const from = new RegExp(`[\\\\/]@rjsf[\\\\/]${pkg}[\\\\/]`);
  return {
    name: `rjsf-${pkg}-${source}`,
    enforce: 'pre',
    resolveId: (id, importer) => (id === source && importer && from.test(importer) ? to : null),
  };
}

// rjsf's markdown renderer, loaded when a form first uses it (LazyMarkdown.tsx); its reference resolver
// (fast-uri, 7 KB gzip) replaced by the browser's URL parser (uriResolver.ts).
const lazyMarkdown = rjsfImport('core', 'markdown-to-jsx/react', 'LazyMarkdown.tsx');
const uriResolver = rjsfImport('utils', 'fast-uri', 'uriResolver.ts');

// antd components behind props this app seldom sets (Card's tabList and loading, Modal's loading) and Input's
// variants that only the account and user pages draw (Password; Search and OTP nowhere): every Input
// brought them along. The shell's components brought what their static properties name and this app never
// draws (Badge.Ribbon, Dropdown.Button, the `_InternalPanelDoNotUseOrYouWillBeFired` previews), and
// Button's style, for the one colour helper it takes from ColorPicker's presets, the presets' Collapse
// (~3.5 KB gzip in the shell; the workflow page's Collapse now comes with that page).
const late = lateImports([
  { importer: 'antd/es/card/Card.js', source: '../tabs', target: 'antd/es/tabs' },
  { importer: 'antd/es/card/Card.js', source: '../skeleton', target: 'antd/es/skeleton' },
  { importer: 'antd/es/modal/Modal.js', source: '../skeleton', target: 'antd/es/skeleton' },
  ...['Password', 'Search', 'OTP'].map((v) => ({ importer: 'antd/es/input/index.js', source: `./${v}`, target: `antd/es/input/${v}` })),
  { importer: 'antd/es/color-picker/components/ColorPresets.js', source: '../../collapse', target: 'antd/es/collapse' },
  { importer: 'antd/es/badge/index.js', source: './Ribbon', target: 'antd/es/badge/Ribbon' },
  { importer: 'antd/es/dropdown/index.js', source: './dropdown-button', target: 'antd/es/dropdown/dropdown-button' },
  ...['modal', 'tooltip'].map((c) => ({ importer: `antd/es/${c}/index.js`, source: './PurePanel', target: `antd/es/${c}/PurePanel` })),
]);

// What a signed-in page loads at start in a few chunks instead of ~110 (bench/size.ts counts the same sets).
const web = (f: string): URL => new URL(`./src/web/${f}`, import.meta.url);
const startup = startupChunks([
  {
    name: 'shell',
    join: 'together',
    entries: ['app/AntdProviders.tsx', 'shell/ShellLayout.tsx', 'app/FeedbackBridge.tsx'].map(web),
    include: /[\\/]node_modules[\\/]@babel[\\/]runtime[\\/]helpers[\\/]/,
  },
  // The form with the widgets most forms open (reference and dictionary pickers): what they share with the
  // list (the pickers' labels and options) joins this chunk instead of taking the list's parts along.
  {
    name: 'pages',
    join: 'shared',
    entries: [web('renderers/list/ListRenderer.tsx'), ['FormRenderer.tsx', 'widgets/ReferenceWidget.tsx', 'widgets/DictWidget.tsx'].map((f) => web(`renderers/form/${f}`))],
  },
  // The list's modules that other pages share (filter bar, pagination, tags, reference pickers, value
  // display: ~13 files of 1–7 KB, one per set of sharers) in one file that those pages load too.
  {
    name: 'listParts',
    join: 'overlap',
    entries: ['list/ListRenderer.tsx', 'detail/DetailRenderer.tsx', 'approval/ApprovalRenderer.tsx', 'stats/StatsRenderer.tsx', 'print/PrintRenderer.tsx'].map((f) => web(`renderers/${f}`)),
    exclude: /[\\/]node_modules[\\/]ag-grid/,
  },
]);

// The web app lives in src/web; the server (src/server) serves dist/ and the API on one origin.
export default defineConfig({
  root: 'src/web',
  plugins: [react(), lazyMarkdown, uriResolver, late, directImports(), startup.plugin, precompress()],
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    // The size budget (bench/size.ts) counts each page's chunks from the manifest.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: {
        // antd's rc-component packages declare no "sideEffects" in their package.json, so every module
        // they import stays in the bundle: antd's Input and Select pulled rc-form's whole form store and
        // async-validator into every list page through antd's form context. They are plain ES modules
        // whose only effects are their exports.
        // The plugins' facade (src/web/api.ts) only re-exports: a plugin chunk takes the modules whose names
        // it uses, not every module the facade names (the print sheet's CSS, say).
        moduleSideEffects: [
          { test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
          { test: /src[\\/]web[\\/]api\.ts$/, sideEffects: false },
        ],
      },
      output: { codeSplitting: { groups: startup.groups } },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/unread': 'http://127.0.0.1:8080' },
  },
});
