// A package lints with the shared base and imports no app (@partybox/eslint-config).
import { baseConfig } from '@partybox/eslint-config/base';
import { packageBoundaries } from '@partybox/eslint-config/boundaries';

export default [...baseConfig, ...packageBoundaries];
