// This workspace lints with the shared base (@partybox/eslint-config).
import { baseConfig } from '@partybox/eslint-config/base';

export default baseConfig;
