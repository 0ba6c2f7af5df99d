// POST /api/customizations: stores a request from /custom, or the party details of /customize with an empty cart (table
// customiseduserdata), for the team's custom requests inbox, with the team's alert in the same item's outbox (sent by
// the dispatcher). A checkout's party details are its PATCH (modules/checkout/checkout-routes.ts).
import type { FastifyInstance } from 'fastify';
import { apiPaths, customizationRequestSchema, customizationRuleProblems, savedCustomizationSchema, type CustomizationRequest } from '@partybox/contracts';
import { customizationRecord, resolveTheme } from './step-records';
import { budget } from '../../platform/limits/rate-limits';
import { inline, writeSchema } from '../../platform/http/schemas';
import { sendWrite, WriteRequest } from '../../platform/http/writes';

export async function customizationRoutes(app: FastifyInstance): Promise<void> {
  const schema = writeSchema(
    'Store a custom request for the team (from /custom, or /customize without a checkout)',
    customizationRequestSchema,
    201,
    inline(savedCustomizationSchema),
  );
  app.post(
    apiPaths.customizations,
    { schema, attachValidation: true, config: budget(app.budgets.limits.checkoutWrites, app.budgets.ledger) },
    async (request, reply) => {
      const write = new WriteRequest<CustomizationRequest>(request, customizationRequestSchema);
      write.add(customizationRuleProblems(write.body, app.clock.ruleContext()));
      const theme = resolveTheme(write.body, app.catalogIndex);
      write.add(theme.problems);
      const value = write.valid();
      const stamp = { key: write.key, id: app.clock.newId(), alertId: app.clock.newId(), at: app.clock.now(), requestHash: write.hash(value) };
      // The record carries the team's alert: a retry (same key) stores nothing and so alerts no one a second time.
      const { item, created } = await app.repository.putOnce(app.tables.customization, customizationRecord(value, theme, stamp));
      if (created && item.MessagesPending) app.messagesWaiting();
      return sendWrite(reply, created, 201, { id: item.id, themeName: item.ThemeName, occasion: item.Occasion });
    },
  );
}
