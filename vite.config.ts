import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The app is a static folder (dist/) that runs from any static server with no network.
export default defineConfig({
  plugins: [react()],
  base: './',
  publicDir: 'assets',
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'threads',
    // The JSON report lets .ci/run print a plain 'N passed, N failed' closing line.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
