// Vitest setup for component tests: DOM matchers, a clean DOM and clean web storage between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Node-environment tests (marked @vitest-environment node) have no localStorage.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
