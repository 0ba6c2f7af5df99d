// Public API of @partybox/contracts: request schemas, validation shared by forms and API, and business rules.
export * from './schemas/requests';
export { emailField, idempotencyKeyField, phoneField } from './schemas/fields';
export { excerpt, toFieldErrors, fieldPath, type FieldError } from './field-errors';
export * from './rules';
export * from './validate';
export * from './schemas/responses';
export * from './limits';
export * from './occasions';
export * from './payment';
export { e164Phone, indianDialPrefix, localPhone, normalisePhone } from './phone';
export * from './wire';
export { newOrderNumber } from './order-number';
