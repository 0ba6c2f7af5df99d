// Synthesising the app (four stacks, two cdk-nag packs) and bundling the API take minutes on a shared machine: the
// test files run one after another in one worker without isolation, so test/synth.ts synthesises once for all.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    isolate: false,
    testTimeout: 300_000,
    hookTimeout: 600_000,
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
