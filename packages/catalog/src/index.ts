// Public API of @partybox/catalog (Node only: it reads catalog/ from disk).
export { checkCatalogDir, loadCatalog, CatalogError, type CatalogCheck, type CheckOptions } from './load';
export { formatDiagnostic, formatReport, countDiagnostics, sortDiagnostics, type Diagnostic, type Severity } from './diagnostics';
export { type Catalog, type CatalogListing, type CatalogTheme, type CatalogThemeCard, type ResolvedAddon, type ResolvedImage } from './model';
export { catalogRoot } from './paths';
export { listingPagePaths, themePagePaths } from './routes';
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
export { minimumRasterSize, type ImageFormat } from './image-facts';
export type * from './generated/catalog-types';
