// Test projects: the gateway on PGlite, the gateway again on PostgreSQL when TEST_DATABASE_URL is set, and the web
// app's component tests. Browser journeys run separately (scripts/test.mjs) against the built app.
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

const gatewayProject = (name: string, dbKind: 'pglite' | 'postgres') => ({
  // graphql 16 ships CJS (main) and ESM (module); Node loads the CJS one for Pothos and Yoga, so the gateway's own
  // code must too, or the schema would mix two copies of graphql.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    name,
    root: './gateway',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/helpers/global-setup.ts'],
    setupFiles: ['./test/helpers/fail-on-console-error.ts'],
    env: { TEST_DB_KIND: dbKind, NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  },
});

export default defineConfig({
  test: {
    projects: [
      gatewayProject('gateway:pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [gatewayProject('gateway:postgres', 'postgres')] : []),
      // Browser journeys against the built app; scripts/test.mjs builds first and enables them when Chromium exists.
      ...(process.env.RUN_E2E
        ? [
            {
              test: {
                name: 'e2e',
                root: './web',
                include: ['e2e/**/*.e2e.ts'],
                environment: 'node',
                testTimeout: 90_000,
                hookTimeout: 90_000,
                pool: 'forks' as const,
              },
            },
          ]
        : []),
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test-setup.ts'],
          // The component tests share two cores with the gateway legs and the browser journeys in `npm test`; pages
          // loaded on demand can take seconds to arrive there. Vitest's default 5 s failed CI on a slow import, and
          // 10 s on a machine half as fast (issue 25): tests wait for states (test-setup.ts), this only ends a hung one.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
