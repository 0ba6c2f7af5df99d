// POST /api/customizations: stores a customization from /customize or a request from /custom (table customiseduserdata).
import type { FastifyInstance } from 'fastify';
import {
  customizationRequestSchema,
  customizationRuleProblems,
  excerpt,
  occasionRequiredMessage,
  savedCustomizationSchema,
  type CustomizationRequest,
  type FieldError,
} from '@partybox/contracts';
import type { CustomizationRecord } from '../db/records';
import type { CatalogIndex } from '../domain/catalog-index';
import { budget } from '../http/limits';
import { checkoutHeaderSchema, inline, writeSchema } from '../http/schemas';
import { checkoutHash, sendWrite, WriteRequest } from '../http/writes';
import type { RouteDeps } from './route-deps';

/** The theme and occasion to store, or the problems that prevent it. */
type Resolution = { readonly themeName: string; readonly occasion: string; readonly problems: readonly FieldError[] };

/**
 * With catalog boxes, the party is for all of them: their names (from the catalog, whatever the client sent),
 * comma-separated, and the first box's occasion. Without any, the occasion must be one the customer can choose and
 * the theme name is free text.
 */
export function resolveTheme(body: Record<string, unknown>, catalog: CatalogIndex): Resolution {
  const { themeIds, themeName, occasion } = body;
  if (Array.isArray(themeIds) && themeIds.length > 0) {
    const themes = themeIds.map((id: unknown) => (typeof id === 'string' ? catalog.theme(id) : undefined));
    const unknown = themes.flatMap((theme, i) => (theme ? [] : [`"${excerpt(themeIds[i])}"`]));
    if (unknown.length > 0) {
      return { themeName: '', occasion: '', problems: [{ field: 'themeIds', message: `These boxes are not in our catalog: ${unknown.join(', ')}` }] };
    }
    const known = themes.filter((theme) => theme !== undefined);
    return { themeName: known.map((theme) => theme.name).join(', '), occasion: catalog.occasionOf(known[0]!), problems: [] };
  }
  const named = typeof occasion === 'string' ? catalog.occasionNamed(occasion) : undefined;
  if (!named) return { themeName: '', occasion: '', problems: [{ field: 'occasion', message: occasionRequiredMessage }] };
  return { themeName: typeof themeName === 'string' ? themeName.trim() : '', occasion: named, problems: [] };
}

export function customizationRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const schema = writeSchema(
    'Store a customization (from a checkout, with Checkout-Id, or a /custom request on its own)',
    customizationRequestSchema,
    201,
    inline(savedCustomizationSchema),
    checkoutHeaderSchema,
  );
  app.post('/api/customizations', { schema, attachValidation: true, config: budget(deps.limits.checkoutWrites, deps.ledger) }, async (request, reply) => {
    const write = new WriteRequest<CustomizationRequest>(request, customizationRequestSchema, 'optional');
    write.add(customizationRuleProblems(write.body, deps.ruleContext()));
    const theme = resolveTheme(write.body, deps.catalog);
    write.add(theme.problems);
    const value = write.valid();
    const record: CustomizationRecord = {
      IdempotencyKey: write.key,
      email: value.email.trim(),
      id: deps.newId(),
      ...(write.checkoutId && { CheckoutHash: checkoutHash(write.checkoutId) }),
      // A request for the team goes in the console's custom requests inbox: one made outside a checkout, or one that
      // names no catalog box (the storefront's /custom page, or /customize with an empty cart: it thanks the customer
      // and the team follows up; a checkout's customization always names the cart's boxes).
      ...((!write.checkoutId || !value.themeIds?.length) && { Inbox: 'open' as const }),
      Name: value.name.trim(),
      Phone: value.phone,
      EventDate: value.eventDate,
      EventTime: value.eventTime ?? '',
      Occasion: theme.occasion,
      ThemeName: theme.themeName,
      Color: value.favoriteColor?.trim() ?? '',
      Venue: value.venue?.trim() ?? '',
      VenueType: value.venueType ?? '',
      GuestCount: value.guestCount ?? 0,
      ReturnGiftQty: value.returnGiftQty ?? 0,
      Entertainment: value.entertainment?.trim() || 'NA',
      Instruction: value.notes?.trim() ?? '',
      DecorName: value.decorName?.trim() ?? '',
      CakeDetails: value.cakeDetails?.trim() ?? '',
      Age: value.age ?? 0,
      CreatedAt: deps.now().toISOString(),
      RequestHash: write.hash(value),
    };
    const { item, created } = await deps.repo.putOnce(deps.tables.customization, record);
    return sendWrite(reply, created, 201, { id: item.id, themeName: item.ThemeName, occasion: item.Occasion });
  });
}
