import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    restoreMocks: true,
    // A file's first render pays for Mantine's and the form's set-up: seconds on a busy 2-core machine.
    testTimeout: 15_000,
    setupFiles: ['src/shared/test/browser-shims.ts', 'src/shared/i18n/test-setup.ts'],
  },
});
