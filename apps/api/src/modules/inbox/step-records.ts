// The records a checkout's steps (and a /custom request) store, with the spec's attribute names: a customization in
// customiseduserdata and delivery details in PartyBoxDeliveryDetails. Built here once for every route that saves them.
import { excerpt, occasionRequiredMessage, type CustomizationRequest, type DeliveryRequest, type FieldError } from '@partybox/contracts';
import type { CustomizationRecord, DeliveryRecord } from '../../platform/db/records';
import { messagesPending } from '../../platform/db/tables';
import { teamEntry } from '../messages';
import type { CatalogIndex } from '../../platform/catalog/catalog-index';

/** The theme and occasion to store, or the problems that prevent it. */
export type ThemeResolution = { readonly themeName: string; readonly occasion: string; readonly problems: readonly FieldError[] };

/**
 * With catalog boxes, the party is for all of them: their names (from the catalog, whatever the client sent),
 * comma-separated, and the first box's occasion. Without any, the occasion must be one the customer can choose and
 * the theme name is free text.
 */
export function resolveTheme(body: Record<string, unknown>, catalog: CatalogIndex): ThemeResolution {
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

/** Where and how a record is stored: its key (the write's Idempotency-Key), server-made id, checkout, time and hash. */
export interface RecordStamp {
  readonly key: string;
  readonly id: string;
  /** The sha-256 of the checkout's secret id, for records saved in a checkout. */
  readonly checkoutHash?: string;
  readonly at: Date;
  readonly requestHash: string;
}

/** A customization's stamp: also the id of the team's alert, used when the request goes to the inbox. */
export interface CustomizationStamp extends RecordStamp {
  readonly alertId: string;
}

/**
 * A customization record. A request for the team goes in the console's custom requests inbox: one made outside a
 * checkout, or one that names no catalog box (the /custom page, or /customize with an empty cart). Such a request also
 * carries the team's alert in its outbox, pending, so the one conditional put that stores it (and ignores a retry with
 * the same Idempotency-Key) is also what tells the operators, exactly once.
 */
export function customizationRecord(value: CustomizationRequest, theme: ThemeResolution, stamp: CustomizationStamp): CustomizationRecord {
  const forInbox = !stamp.checkoutHash || !value.themeIds?.length;
  const at = stamp.at.toISOString();
  return {
    IdempotencyKey: stamp.key,
    email: value.email.trim(),
    id: stamp.id,
    ...(stamp.checkoutHash && { CheckoutHash: stamp.checkoutHash }),
    ...(forInbox && {
      Inbox: 'open' as const,
      Outbox: [teamEntry('team-custom-request', stamp.at, () => stamp.alertId)],
      MessagesPending: messagesPending,
      MessagesDueAt: at,
    }),
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
    CreatedAt: at,
    RequestHash: stamp.requestHash,
  };
}

/** A delivery record (always part of a checkout). */
export function deliveryRecord(value: DeliveryRequest, stamp: RecordStamp & { readonly checkoutHash: string }): DeliveryRecord {
  return {
    IdempotencyKey: stamp.key,
    id: stamp.id,
    CheckoutHash: stamp.checkoutHash,
    Name: value.fullName.trim(),
    PhoneNumber: value.phone,
    Details: {
      Email: value.email?.trim() ?? '',
      AddressLine1: value.addressLine1.trim(),
      AddressLine2: value.addressLine2?.trim() ?? '',
      City: value.city.trim(),
      State: value.state.trim(),
      Pincode: value.pincode,
      Country: value.country ?? 'India',
    },
    Timestamp: stamp.at.toISOString(),
    RequestHash: stamp.requestHash,
  };
}
