// Only the entry chunk carries V8's compile hint, on its first line, once.
import { describe, expect, it } from 'vitest';
import { addCompileHints, compileHint } from '../compile-hints-plugin';

describe('addCompileHints', () => {
  it('puts the hint on the first line of the entry chunk only, and only once', () => {
    const bundle = {
      'assets/index.js': { type: 'chunk' as const, isEntry: true, code: 'const __vite__mapDeps=1;export{}' },
      'assets/admin.js': { type: 'chunk' as const, isEntry: false, code: 'export const admin=1' },
      'assets/index.css': { type: 'asset' as const },
    };
    addCompileHints(bundle);
    addCompileHints(bundle);
    expect(bundle['assets/index.js'].code).toBe(`${compileHint}const __vite__mapDeps=1;export{}`);
    expect(bundle['assets/admin.js'].code).toBe('export const admin=1');
  });
});
