// What services log through: the calls of the structured logger they use (pino's, which Fastify hands out as
// app.log), so code outside the route files needs no Fastify type. Each call takes the fields, then the message.
export interface Logger {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}
