// The reports' folds, imported by reports-routes.ts at the first report asked for: only operators read them, so the
// Lambda bundle keeps them in a chunk of their own, out of what a cold start reads (apps/infra's size budget).
export { customerPage } from './customer-page';
export { ordersCsv } from './orders-csv';
export { salesReport } from './sales-report';
