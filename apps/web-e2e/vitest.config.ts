// Browser suites drive one real Chromium and one real store process per file, so files run one at a time.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // What the user would see (a new path after a click, a total) can take seconds to show on a loaded two-core
    // machine; vitest's default of one second failed page moves there. A poll still ends as soon as it holds.
    expect: { poll: { timeout: 10_000 } },
  },
});
