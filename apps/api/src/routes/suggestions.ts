// POST /api/suggestions: stores a "suggest your own theme" idea (table PartyBoxThemeSuggestions).
import type { FastifyInstance } from 'fastify';
import { validateSuggestion } from '@partybox/contracts';
import type { SuggestionRecord } from '../db/records';
import { putOnce } from '../db/repository';
import { requestHash, sendWrite, WriteRequest } from '../http/writes';
import type { RouteDeps } from './route-deps';

export function suggestionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post('/api/suggestions', deps.write, async (request, reply) => {
    const write = new WriteRequest(request);
    const value = write.valid(write.check(validateSuggestion(write.body, deps.ruleContext())));
    const props = value.propsNeeded ?? {};
    const addOns = value.addOns ?? {};
    const record: SuggestionRecord = {
      id: write.key,
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
      CreatedAt: deps.now().toISOString(),
      RequestHash: requestHash(value),
    };
    const { item, created } = await putOnce(deps.db, deps.tables.suggestion.name, record, 'id');
    return sendWrite(reply, created, 201, { id: item.id });
  });
}
