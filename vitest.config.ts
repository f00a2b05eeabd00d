import {defineConfig} from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // End-to-end tests spawn real processes and servers; two cores.
    pool: 'forks',
    maxWorkers: 2,
    env: {NO_COLOR: '1', PAYCTL_SKIP_UPDATE: '1'},
  },
})
