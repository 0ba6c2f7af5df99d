// The web app's lint: the shared base, the rules of hooks, and its features' boundaries.
import { baseConfig } from '@partybox/eslint-config/base';
import { featureBoundaries } from '@partybox/eslint-config/boundaries';
import { reactConfig } from '@partybox/eslint-config/react';

export default [...baseConfig, ...featureBoundaries(import.meta.dirname), ...reactConfig];
