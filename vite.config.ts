import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The web app lives in src/web; the server (src/server) serves dist/ and the API on one origin.
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
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
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/unread': 'http://127.0.0.1:8080' },
  },
});
