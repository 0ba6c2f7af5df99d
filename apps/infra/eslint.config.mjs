// The infra app lints with the shared base; build/ holds the bundled API (build output).
import { baseConfig } from '@partybox/eslint-config/base';

export default [{ ignores: ['build/'] }, ...baseConfig];
