// Public API of @partybox/catalog (Node only: it reads catalog/ from disk).
export { checkCatalogDir, loadCatalog, CatalogError, type CatalogCheck, type CheckOptions } from './load';
export { formatDiagnostic, formatReport, countDiagnostics, sortDiagnostics, type Diagnostic, type Severity } from './diagnostics';
export { type Catalog, type CatalogListing, type CatalogTheme, type CatalogThemeCard, type ResolvedAddon } from './model';
export { catalogRoot } from './paths';
export {
  fillMessage,
  loadMessages,
  messageEvents,
  MessagesError,
  type MessageCatalog,
  type MessageEvent,
  type MessageTexts,
  type MessageValues,
} from './messages';
export type * from './generated/catalog-types';
