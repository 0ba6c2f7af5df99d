// GET /api/delivery-calendar (public: the customer's calendar), GET /api/admin/calendar and PUT
// /api/admin/calendar/:date (operators: capacity per day and slot, block a day or change its capacity). Thin: parse,
// ask the delivery calendar service, answer.
import { apiPaths } from '@partybox/contracts';
import { calendarDayChangeSchema, maxAdminCalendarDays, type CalendarDayChange } from '@partybox/contracts/calendar';
import { adminCalendarDaySchema, adminCalendarPageSchema, deliveryCalendarViewSchema } from '@partybox/contracts/calendar-answers';
import { isCalendarDate } from '@partybox/order-lifecycle';
import type { FastifyInstance } from 'fastify';
import { operatorOf } from '../accounts';
import { ValidationFailed } from '../../platform/errors/domain-errors';
import { errorAnswers, writeSchema } from '../../platform/http/schemas';
import { WriteRequest } from '../../platform/http/writes';
import { budget } from '../../platform/limits/rate-limits';

const dateParam = { type: 'object', properties: { date: { type: 'string', description: 'YYYY-MM-DD' } }, required: ['date'] } as const;

/** 400 naming `field` unless `value` is a real calendar date. */
function requireDate(field: string, value: string | undefined): string {
  if (value === undefined || !isCalendarDate(value)) throw new ValidationFailed([{ field, message: 'Give a date as YYYY-MM-DD, like 2026-12-05' }]);
  return value;
}

export async function deliveryRoutes(app: FastifyInstance): Promise<void> {
  const { deliveryCalendar } = app;

  app.get<{ Querystring: { partyDate?: string; heldBy?: string } }>(
    apiPaths.deliveryCalendar.route,
    {
      schema: {
        summary: 'The delivery calendar: every day of the booking window with whether it can be chosen (and why not) and its slots',
        querystring: {
          type: 'object',
          properties: {
            partyDate: { type: 'string', description: 'The party date, YYYY-MM-DD: later days are not offered.' },
            heldBy: { type: 'string', description: "A checkout's hold token (its deliveryHold.token): the place it holds reads as free to it." },
          },
        },
        response: { 200: deliveryCalendarViewSchema, ...errorAnswers },
      },
      config: budget(app.budgets.limits.orderReads),
    },
    async (request, reply) => {
      const partyDate = request.query.partyDate === undefined || request.query.partyDate === '' ? undefined : requireDate('partyDate', request.query.partyDate);
      return reply.send(await deliveryCalendar.customerView(partyDate, request.query.heldBy || undefined));
    },
  );

  app.get<{ Querystring: { from?: string; days?: string } }>(
    apiPaths.admin.calendar.route,
    {
      schema: {
        summary: 'Operators: capacity and bookings per day and slot, with blocked days and their reasons',
        querystring: {
          type: 'object',
          properties: {
            from: { type: 'string', description: 'The first day, YYYY-MM-DD (default today).' },
            days: { type: 'string', description: `1 to ${maxAdminCalendarDays} (default 7).` },
          },
        },
        response: { 200: adminCalendarPageSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      if (!(await operatorOf(app.sessionOf, request, reply))) return reply;
      const from = request.query.from === undefined ? app.clock.today() : requireDate('from', request.query.from);
      const days = request.query.days === undefined ? 7 : Number(request.query.days);
      if (!Number.isInteger(days) || days < 1 || days > maxAdminCalendarDays) {
        throw new ValidationFailed([{ field: 'days', message: `Ask for 1 to ${maxAdminCalendarDays} days` }]);
      }
      return reply.send(await deliveryCalendar.adminPage(from, days));
    },
  );

  app.put<{ Params: { date: string }; Body: CalendarDayChange }>(
    apiPaths.admin.calendarDay.route,
    {
      attachValidation: true,
      schema: {
        ...writeSchema(
          "Operators: block a day (with the reason customers read) or unblock it, and set the day's capacity or go back to the catalog's; a retry with the same Idempotency-Key changes nothing more",
          calendarDayChangeSchema,
          200,
          adminCalendarDaySchema,
        ),
        params: dateParam,
      },
    },
    async (request, reply) => {
      const operator = await operatorOf(app.sessionOf, request, reply);
      if (!operator) return reply;
      const write = new WriteRequest<CalendarDayChange>(request, calendarDayChangeSchema);
      if (!isCalendarDate(request.params.date)) write.add([{ field: 'date', message: 'Give a date as YYYY-MM-DD, like 2026-12-05' }]);
      const change = write.valid();
      const stamp = { by: operator.name, at: app.clock.now().toISOString(), key: write.key, hash: write.hash(change) };
      const day = await deliveryCalendar.changeDay(request.params.date, change, stamp);
      request.log.info({ date: request.params.date, blocked: day.blocked?.by === 'operator', capacity: day.capacity }, 'calendar day changed');
      return reply.send(day);
    },
  );
}
