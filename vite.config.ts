import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite/precompress.ts';
import { startupChunks } from './scripts/vite/startupChunks.ts';

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
  plugins: [react(), startup.plugin, precompress()],
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
