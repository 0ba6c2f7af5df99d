// The root's own files (this config and scripts/) lint with the shared base; each workspace has its own
// eslint.config.mjs composed from @partybox/eslint-config (tooling/eslint).
import { baseConfig } from '@partybox/eslint-config/base';

export default baseConfig;
