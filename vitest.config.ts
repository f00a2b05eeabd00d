import {defineConfig} from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // End-to-end tests spawn real processes and servers. Four workers on two cores (docs/testing.md, "The suite's
    // time"): much of the suite's time is waiting (on processes, timeouts, servers), which the workers beyond two fill,
    // and beside two CPU burners the suite keeps a larger share of the cores.
    pool: 'forks',
    maxWorkers: 4,
    // One process per worker for all its files, not one per file (docs/testing.md, "The suite's time"): a fresh
    // process and module graph for each of ~180 files cost a fifth of the suite. Tests leave no global state behind
    // them (the factory is restored after each in-process run; the few that set process.env put it back), and TZ is
    // the same for every file, so that a file that sets TZ at its top cannot change the next one's.
    isolate: false,
    env: {NO_COLOR: '1', PAYCTL_SKIP_UPDATE: '1', TZ: 'UTC'},
  },
})
