// The API's lint: the shared base and its layers. `apiModules` and `apiPlatform` are the module map of README.md:
// each folder may import only the folders of its layer named here (modules only through their index.ts), so every
// arrow points down the lists and no two folders import each other. A new folder must be placed here first.
import { apiLayers } from '@partybox/eslint-config/api-layers';
import { baseConfig } from '@partybox/eslint-config/base';

const apiModules = {
  messages: [],
  accounts: ['messages'],
  inbox: ['accounts', 'messages'],
  orders: ['accounts', 'messages'],
  payments: ['orders'],
  delivery: ['accounts'],
  checkout: ['accounts', 'inbox', 'orders', 'delivery'],
  reports: ['accounts', 'orders'],
};
const apiPlatform = {
  errors: [],
  env: [],
  settings: [],
  observability: [],
  catalog: [],
  loading: [],
  db: ['env', 'errors'],
  limits: ['db', 'env'],
  http: ['db', 'env', 'errors', 'limits', 'loading', 'observability'],
};

export default [...baseConfig, ...apiLayers(import.meta.dirname, { modules: apiModules, platform: apiPlatform })];
