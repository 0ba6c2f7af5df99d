// The reports module: the shop's numbers for operators (the sales report, the orders CSV, a customer's page), read from
// the orders module and folded from each order's ledger.
export { reportsRoutes } from './reports-routes';
