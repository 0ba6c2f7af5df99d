// Integration tests start real servers (dynalite, the API, child processes), so allow them time to boot.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/__tests__/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The AWS SDK warns once per process that it will need Node 22 from 2027; the workspace runs Node 20.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
