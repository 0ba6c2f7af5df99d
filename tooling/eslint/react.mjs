// The React app's files (apps/web's src/): browser globals and the rules of hooks.
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export const reactConfig = [
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
];
