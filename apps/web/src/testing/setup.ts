// Vitest setup for component tests: DOM matchers, a clean DOM and clean web storage between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A lazily loaded page can take more than the default second to appear on a busy two-core machine; a longer wait
// costs nothing when the page is quick.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Node-environment tests (marked @vitest-environment node) have no localStorage.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
