// Every suite starts real servers on loopback ports; the checkout suite also drives one real Chromium, so files run
// one at a time on this two-core machine.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
