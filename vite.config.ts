import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { directImports } from './scripts/vite/directImports.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { startupChunks } from './scripts/vite/startupChunks.ts';

// rjsf's markdown renderer, loaded when a form first uses it (src/web/renderers/form/LazyMarkdown.tsx).
const LAZY_MARKDOWN = fileURLToPath(new URL('./src/web/renderers/form/LazyMarkdown.tsx', import.meta.url));
const lazyMarkdown: Plugin = {
  name: 'rjsf-lazy-markdown',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'markdown-to-jsx/react' && importer && /[\\/]@rjsf[\\/]core[\\/]/.test(importer)) return LAZY_MARKDOWN;
    return null;
  },
};

// rjsf's reference resolver (fast-uri, 7 KB gzip) replaced by the browser's URL parser
// (src/web/renderers/form/uriResolver.ts).
const URI_RESOLVER = fileURLToPath(new URL('./src/web/renderers/form/uriResolver.ts', import.meta.url));
const uriResolver: Plugin = {
  name: 'rjsf-uri-resolver',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'fast-uri' && importer && /[\\/]@rjsf[\\/]utils[\\/]/.test(importer)) return URI_RESOLVER;
    return null;
  },
};

// What a signed-in page loads at start in a few chunks instead of ~110 (bench/size.ts counts the same sets).
const web = (f: string): URL => new URL(`./src/web/${f}`, import.meta.url);
const startup = startupChunks([
  { name: 'shell', join: 'together', entries: ['app/AntdProviders.tsx', 'shell/ShellLayout.tsx', 'app/FeedbackBridge.tsx'].map(web) },
  { name: 'pages', join: 'shared', entries: ['renderers/list/ListRenderer.tsx', 'renderers/form/FormRenderer.tsx'].map(web) },
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
  plugins: [react(), lazyMarkdown, uriResolver, directImports(), startup.plugin, precompress()],
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
        moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
      output: { codeSplitting: { groups: startup.groups } },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/unread': 'http://127.0.0.1:8080' },
  },
});
