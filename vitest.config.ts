import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit, API and component tests. Browser files opt into jsdom with `// @vitest-environment jsdom`.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 60000,
    hookTimeout: 240000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
