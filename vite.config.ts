/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'server/**/*.test.ts',
            'functions/**/*.test.ts',
            'scripts/**/*.test.ts',
            'sw/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30000,
        },
      },
    ],
  },
});
