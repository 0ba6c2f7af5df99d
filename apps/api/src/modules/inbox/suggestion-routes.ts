// POST /api/suggestions: stores a "suggest your own theme" idea (table PartyBoxThemeSuggestions).
import type { FastifyInstance } from 'fastify';
import { apiPaths, savedRecordSchema, type SuggestionRequest, suggestionRequestSchema, suggestionRuleProblems } from '@partybox/contracts';
import type { SuggestionRecord } from '../../platform/db/records';
import { budget } from '../../platform/limits/rate-limits';
import { inline, writeSchema } from '../../platform/http/schemas';
import { sendWrite, WriteRequest } from '../../platform/http/writes';

export async function suggestionRoutes(app: FastifyInstance): Promise<void> {
  const schema = writeSchema('Store a theme suggestion', suggestionRequestSchema, 201, inline(savedRecordSchema));
  app.post(
    apiPaths.suggestions,
    { schema, attachValidation: true, config: budget(app.budgets.limits.formWrites, app.budgets.ledger) },
    async (request, reply) => {
      const write = new WriteRequest<SuggestionRequest>(request, suggestionRequestSchema);
      write.add(suggestionRuleProblems(write.body, app.clock.ruleContext()));
      const value = write.valid();
      const props = value.propsNeeded ?? {};
      const addOns = value.addOns ?? {};
      const record: SuggestionRecord = {
        IdempotencyKey: write.key,
        id: app.clock.newId(),
        ThemeName: value.themeName.trim(),
        ThemeDescription: value.themeDescription?.trim() ?? '',
        OccasionType: value.occasionType?.trim() || 'Birthday',
        ColorScheme: value.colorScheme?.trim() ?? '',
        EventDate: value.eventDate ?? '',
        GuestName: value.guestName.trim(),
        Phone: value.phone ?? '',
        Email: value.email?.trim() ?? '',
        GuestCount: value.guestCount ?? 0,
        FoodPreferences: value.foodPreferences?.trim() ?? '',
        Notes: value.notes?.trim() ?? '',
        PropsNeeded: {
          balloons: props.balloons ?? false,
          banners: props.banners ?? false,
          centerpieces: props.centerpieces ?? false,
          photobooth: props.photobooth ?? false,
          backdrop: props.backdrop ?? false,
        },
        AddOns: { cakeTopper: addOns.cakeTopper ?? false, welcomeBoard: addOns.welcomeBoard ?? false, returnGifts: addOns.returnGifts ?? false },
        CreatedAt: app.clock.now().toISOString(),
        // In the console's suggestions inbox until the team marks it handled.
        Inbox: 'open',
        RequestHash: write.hash(value),
      };
      const { item, created } = await app.repository.putOnce(app.tables.suggestion, record);
      return sendWrite(reply, created, 201, { id: item.id });
    },
  );
}
