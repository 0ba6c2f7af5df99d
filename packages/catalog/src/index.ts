// Public API of @partybox/catalog (Node only: it reads catalog/ from disk).
export { checkCatalogDir, loadCatalog, CatalogError, type CatalogCheck } from './load';
export { formatDiagnostic, formatReport, countDiagnostics, sortDiagnostics, type Diagnostic, type Severity } from './diagnostics';
export { appRoutes, type Catalog, type CatalogListing, type CatalogTheme, type CatalogThemeCard, type ResolvedAddon } from './model';
export { catalogRoot } from './paths';
export type * from './generated/catalog-types';
