import os from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { SQLITE_ONLY_SUITES } from './api/test/postgres-pass.ts';
import { reactOnPreact } from './scripts/react-runtime.ts';

// One config, four projects (docs/conventions.md): api (node, real server + database), web (jsdom components;
// web-fresh: the few that need a fresh module graph), e2e (real server + Debian's Chromium through playwright-core).
/**
 * The component projects' set-up. Their React is the app's (scripts/react-runtime.ts): libraries that import React are
 * run through Vite so that they get it too, and the testing library through its ES module (its CommonJS one would be
 * left to Node).
 */
const componentProject = () => ({
  plugins: [react()],
  resolve: {
    alias: [
      ...reactOnPreact,
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
    ],
    conditions: ['module', 'browser', 'development|production'],
  },
});
const componentTest: { environment: 'jsdom'; server: { deps: { inline: RegExp[] } } } = {
  environment: 'jsdom',
  server: {
    deps: {
      inline: [
        /\/node_modules\/(react-router|@tanstack\/react-query|react-i18next|react-hook-form|@hookform\/resolvers|@testing-library\/react)\//,
      ],
    },
  },
};
/** Component files that read what the app does when first imported (the address, say): each in a fresh module graph. */
const FRESH_MODULE_FILES = ['web/src/lib/i18n-pseudo.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The API and
    // component files spend much of their time waiting on a database or a socket, so two or more run
    // side by side (measured on 2 cores: 117 s alone, 75 s two at a time).
    maxWorkers: Math.max(2, os.availableParallelism()),
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['api/**/*.test.ts', 'contracts/**/*.test.ts', 'deploy/**/*.test.ts'],
          // On PostgreSQL, the suites whose subject is not the database stay out: they ran on the embedded database in
          // `npm test`, and what they send the database the pass's suites send too (docs/decisions.md §2530), which a run
          // capturing the statements (CAPTURE_SQL, with every suite) shows.
          exclude:
            process.env.TEST_DATABASE_URL && !process.env.CAPTURE_SQL
              ? [...configDefaults.exclude, ...SQLITE_ONLY_SUITES.map((suite) => (suite.endsWith('/') ? `${suite}**` : suite))]
              : configDefaults.exclude,
          // With TEST_DATABASE_URL: a PostgreSQL database for each worker (api/test/pg-worker-databases.ts).
          globalSetup: ['api/test/pg-worker-databases.ts'],
          // With CAPTURE_SQL: the statements each file sends to PostgreSQL (scripts/pg-coverage.ts).
          setupFiles: ['api/test/statement-capture.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files share a worker's modules: every file imports the whole app, and importing it afresh for
          // each of ~80 files took 3/4 of the project's time (docs/decisions.md §1200). Each file still
          // builds its own server on its own database; no module keeps state across apps.
          isolate: false,
        },
      },
      {
        ...componentProject(),
        test: {
          ...componentTest,
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: [...FRESH_MODULE_FILES],
          setupFiles: ['web/src/testing/setup.ts', 'web/src/testing/shared-modules.ts'],
          // Component files share a worker's modules and its document: setting up jsdom and importing React afresh
          // for each of ~70 files took most of the project's time (docs/decisions.md §1411). Each file cleans up
          // after its tests, and shared-modules.ts resets what a file may leave before the next one; a file that
          // must import the app afresh is in FRESH_MODULE_FILES.
          isolate: false,
        },
      },
      {
        ...componentProject(),
        test: {
          ...componentTest,
          name: 'web-fresh',
          include: [...FRESH_MODULE_FILES],
          setupFiles: ['web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          // As for the API files: each browser file imports the whole app for its server, and importing it
          // afresh per file was a quarter of the browser run (docs/decisions.md §1340).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A browser test polls for what the visitor would see (a tab selected, a recording playing); on the phone
          // profile that waits for the app's files over a slowed line and its hydration on a slowed CPU, which took
          // longer than Vitest's 1 s default on a loaded machine. Each poll ends as soon as the state is there.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
