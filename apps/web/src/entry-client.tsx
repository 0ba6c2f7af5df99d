// Browser entry, loaded after the first paint (scripts/deferred-scripts.ts). It starts the app in steps with a turn
// for the browser between them, so evaluating the app's script is three shorter tasks instead of one long one that
// would hold up a tap: React DOM, then the router, then the app and hydration (start-client.tsx).
import './styles/index.css';

const browserTurn = () => new Promise((resolve) => setTimeout(resolve, 0));
void import('react-dom/client')
  .then(browserTurn)
  .then(() => import('react-router-dom'))
  .then(browserTurn)
  .then(() => import('./start-client'));
