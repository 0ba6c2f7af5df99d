// Generated from catalog/schema by `pnpm catalog:types`; do not edit. A test fails when this file drifts from the schemas.

export interface CatalogFiles {
  Theme?: Theme;
  Listing?: Listing;
  AddonSet?: AddonSet;
  Site?: Site;
  PackageList?: PackageList;
  DeliveryArea?: DeliveryArea;
  DeliveryCalendar?: DeliveryCalendar;
}
/**
 * One themed party box: its page, contents, price and add-ons. One file per theme in catalog/themes; its page is built from this file alone.
 *
 * This interface was referenced by `CatalogFiles`'s JSON-Schema
 * via the `definition` "Theme".
 */
export interface Theme {
  /**
   * The theme's unique id; listings and carts refer to the theme by it.
   */
  id: string;
  /**
   * The path of the theme's page (for example "/superhero"). Unique across the catalog, compared case-insensitively.
   */
  route: string;
  /**
   * Further paths that show the same page (for example a misspelling customers already link to).
   *
   * Items: A site path that starts with "/" and holds one segment of letters, digits or hyphens (for example "/superhero").
   */
  aliases?: string[];
  /**
   * The theme's name, as shown in the cart, the order and the page title.
   */
  name: string;
  /**
   * The id of the occasion listing this theme belongs to (a file in catalog/listings).
   */
  occasion: string;
  /**
   * The age range the theme is designed for, when it has one.
   */
  ages?: {
    /**
     * Youngest age, in years.
     */
    min: number;
    /**
     * Oldest age, in years.
     */
    max: number;
  };
  /**
   * One or two sentences shown on listing cards and as the page's meta description (at most 160 characters).
   */
  summary: string;
  /**
   * The banner at the top of the theme page.
   */
  hero: {
    /**
     * The banner heading.
     */
    title: string;
    /**
     * A short line under the heading.
     */
    tagline: string;
    /**
     * A paragraph that sells the theme.
     */
    description: string;
  };
  image: CatalogImage;
  /**
   * The price of the box with no add-on, in rupees.
   */
  basePrice: number;
  /**
   * The "What's Inside the PartyBox?" cards, in display order.
   *
   * @minItems 1
   *
   * Items: One kind of thing in the box.
   */
  contents: {
    /**
     * The card heading (for example "Balloons & Streamers").
     */
    title: string;
    /**
     * What exactly is included, with quantities.
     */
    description: string;
  }[];
  /**
   * The add-ons offered on this theme page: shared sets, minus what the theme leaves out, plus the theme's own items.
   */
  addons: {
    /**
     * Ids of shared add-on sets (files in catalog/addons), in display order.
     *
     * Items: A stable identifier: starts with a letter, then letters, digits or hyphens (for example "superhero" or "baby-shower").
     */
    include?: string[];
    /**
     * Keys of included add-ons this theme does not offer.
     *
     * Items: The key of an add-on, in camelCase (for example "cupcakeToppers"). Carts, orders and the API refer to add-ons by this key.
     */
    omit?: string[];
    /**
     * Per-theme changes to included add-ons, by key: a different label, label price or charged price.
     */
    overrides?: {
      /**
       * The fields to change for this add-on on this theme.
       */
      [k: string]: {
        /**
         * The label shown on this theme.
         */
        label?: string;
        /**
         * The price charged on this theme.
         */
        price?: number;
        /**
         * The price printed in the label on this theme, when it differs from the price charged.
         */
        labelPrice?: number;
      };
    };
    /**
     * Add-ons only this theme offers, shown after the included sets.
     */
    items?: CatalogAddon[];
  };
}
/**
 * An image shipped in catalog/images, with its alternative text: an SVG illustration, or a PNG, JPEG or WebP photograph of at least 1200×630 px (catalog check reads each file's real format and size).
 *
 * This interface was referenced by `CatalogFiles`'s JSON-Schema
 * via the `definition` "CatalogImage".
 */
export interface CatalogImage {
  /**
   * Path of the image file relative to catalog/images (for example "themes/superhero.svg" or "themes/superhero.jpg"); the extension must match the file's content.
   */
  src: string;
  /**
   * What the image shows, read aloud by screen readers.
   */
  alt: string;
}
/**
 * One optional extra a customer can tick on a theme page.
 *
 * This interface was referenced by `CatalogFiles`'s JSON-Schema
 * via the `definition` "CatalogAddon".
 */
export interface CatalogAddon {
  /**
   * The key of an add-on, in camelCase (for example "cupcakeToppers"). Carts, orders and the API refer to add-ons by this key.
   */
  key: string;
  /**
   * The name shown next to the checkbox (without the price).
   */
  label: string;
  /**
   * The price charged, in rupees: the one every total uses.
   */
  price: number;
  /**
   * The price printed in the label, when it differs from the price charged (the old site showed some add-ons dearer than it charged). Leave it out when the two agree; catalog check warns when they differ.
   */
  labelPrice?: number;
}
/**
 * One occasion (Birthday, Wedding ...) and its listing page of theme cards. One file per occasion in catalog/listings; the file name is the occasion's id.
 *
 * This interface was referenced by `CatalogFiles`'s JSON-Schema
 * via the `definition` "Listing".
 */
export interface Listing {
  /**
   * The occasion's id; themes name their occasion by it. Must match the file name.
   */
  id: string;
  /**
   * The path of the listing page (for example "/birthdaytheme").
   */
  route: string;
  /**
   * The occasion's name on the occasion chooser (for example "Birthday").
   */
  name: string;
  /**
   * The listing page's heading.
   */
  heading: string;
  /**
   * A sentence under the heading, also the page's meta description (at most 160 characters).
   */
  intro: string;
  image: CatalogImage;
  /**
   * The theme cards, in display order.
   *
   * @minItems 1
   */
  themes: ListingThemeCard[];
  /**
   * Further themes of this occasion, shown in a second group after the main cards.
   */
  moreThemes?: ListingThemeCard[];
  /**
   * The last card: a way to ask for something not in the list.
   */
  customCard: {
    /**
     * The card's name (for example "Customise Your Own Theme").
     */
    name: string;
    /**
     * The card's text.
     */
    description: string;
    /**
     * Where the card leads: the customize form or the theme suggestion form.
     */
    route: '/customize' | '/suggesttheme';
    image: CatalogImage;
  };
}
/**
 * A card that leads to a theme page; name, text and picture come from the theme unless given here.
 *
 * This interface was referenced by `CatalogFiles`'s JSON-Schema
 * via the `definition` "ListingThemeCard".
 */
export interface ListingThemeCard {
  /**
   * The id of the theme the card leads to.
   */
  theme: string;
  /**
   * The card's name, when it differs from the theme's name.
   */
  name?: string;
}
/**
 * A named group of add-ons that several themes offer (for example the standard ten). One file per set in catalog/addons; the file name is the set's id.
 *
 * This interface was referenced by `CatalogFiles`'s JSON-Schema
 * via the `definition` "AddonSet".
 */
export interface AddonSet {
  /**
   * The set's id; themes include it by this id. Must match the file name.
   */
  id: string;
  /**
   * Which themes use this set, for editors.
   */
  description: string;
  /**
   * Ids of other sets whose add-ons come first in this one.
   *
   * Items: A stable identifier: starts with a letter, then letters, digits or hyphens (for example "superhero" or "baby-shower").
   */
  include?: string[];
  /**
   * The add-ons of this set, in display order.
   */
  items: CatalogAddon[];
}
/**
 * Everything about the shop that is not a theme: contact details, shipping, the home page, the FAQ and the policies. One file: catalog/site.json.
 *
 * This interface was referenced by `CatalogFiles`'s JSON-Schema
 * via the `definition` "Site".
 */
export interface Site {
  /**
   * The shop's name and tagline.
   */
  brand: {
    /**
     * The shop's name ("Party Box").
     */
    name: string;
    /**
     * The line under the name in the home banner.
     */
    tagline: string;
  };
  /**
   * How customers reach the shop, shown in the footer and on the contact page.
   */
  contact: {
    /**
     * The sales e-mail address.
     */
    email: string;
    /**
     * The shop's 10-digit Indian mobile number, without +91 (the site adds it).
     */
    phone: string;
    /**
     * The postal address in Mumbai, on one line.
     */
    address: string;
    /**
     * The shop's social profile (https).
     */
    socialUrl: string;
    /**
     * The name of that social profile, for the link's accessible name (for example "Party Box on Instagram").
     */
    socialLabel: string;
    /**
     * The message prefilled when a customer opens the chat button.
     */
    whatsappGreeting: string;
  };
  /**
   * The flat delivery fee added to every non-empty cart, in rupees.
   */
  shippingFee: number;
  /**
   * Occasion ids (files in catalog/listings) in the order the occasion chooser shows them.
   *
   * @minItems 1
   *
   * Items: A stable identifier: starts with a letter, then letters, digits or hyphens (for example "superhero" or "baby-shower").
   */
  occasionOrder: string[];
  /**
   * The id of the add-on set offered on the generic /addon page.
   */
  addonPageSet: string;
  /**
   * The home page's sections.
   */
  home: {
    /**
     * The "WHAT'S INSIDE THE PARTY BOX?" carousel items, in order.
     *
     * @minItems 1
     *
     * Items: One carousel card.
     */
    carousel: {
      /**
       * The card heading.
       */
      title: string;
      /**
       * The card text.
       */
      desc: string;
      img: CatalogImage;
    }[];
    /**
     * The "HOW IT WORKS" steps, in order.
     *
     * @minItems 1
     *
     * Items: One step.
     */
    howItWorks: {
      /**
       * The step's name (for example "Choose the Occasion").
       */
      title: string;
      /**
       * A sentence about the step.
       */
      text: string;
    }[];
    /**
     * The heading of the closing call to action.
     */
    callToAction: string;
  };
  /**
   * The About page.
   */
  about: {
    /**
     * The About text, one entry per paragraph.
     *
     * @minItems 1
     *
     * Items: Customer-facing text.
     */
    paragraphs: string[];
    /**
     * The icon highlights (Fun Themes, Complete Kits ...).
     *
     * Items: One highlight.
     */
    highlights: {
      /**
       * The highlight's name.
       */
      title: string;
      /**
       * A sentence about it.
       */
      text: string;
      /**
       * Which of the site's icons to show.
       */
      icon: 'themes' | 'kit' | 'planner' | 'delivery';
    }[];
  };
  /**
   * The FAQ entries, in order.
   *
   * @minItems 1
   *
   * Items: One question and its answer.
   */
  faq: {
    /**
     * The question.
     */
    question: string;
    /**
     * The answer.
     */
    answer: string;
  }[];
  /**
   * The payment step's copy and how payment stands after an order: online methods are paid through Razorpay's checkout when the customer presses Pay (or later from the order's status page); cash on delivery is paid when the box arrives.
   */
  payment: {
    /**
     * Shown above the choices: how online payment works and who handles it.
     */
    notice: string;
    /**
     * One entry per payment method of @partybox/contracts' paymentMethods; a missing one is refused.
     */
    methods: {
      card: SitePaymentMethod;
      netbanking: SitePaymentMethod;
      upi: SitePaymentMethod;
      qr: SitePaymentMethod;
      cod: SitePaymentMethod;
    };
    /**
     * How payment stands once the order is placed (the confirmation and the account's orders): a headline with {amount} (the order's total, formatted) and a line of detail, by payment status. Cash on delivery's detail is its method's howToPay.
     */
    afterOrder: {
      paid: SitePaymentStanding;
      authorized: SitePaymentStanding;
      /**
       * Cash on delivery.
       */
      payOnDelivery: {
        /**
         * For example "Pay {amount} on delivery".
         */
        headline: string;
      };
      due: SitePaymentStanding;
    };
  };
  /**
   * The /confirmation page's copy: the order is received, and what happens until the shop confirms it. Never "confirmed" before the shop has confirmed it, whatever the payment.
   */
  confirmation: {
    /**
     * The small line above the heading.
     */
    eyebrow: string;
    /**
     * The page's heading, true the moment the order is placed ("Order received").
     */
    heading: string;
    /**
     * The sentence under the heading.
     */
    lead: string;
    /**
     * The heading of the section saying what happens next.
     */
    nextHeading: string;
    /**
     * While the shop has not confirmed the order (status placed), paid or not: that the order is not confirmed yet (the slot the customer chose is held) and how it will be. Shown on the confirmation and the status page.
     */
    received: string;
    /**
     * Once the shop has confirmed the order (status confirmed or later); a payment never confirms it.
     */
    confirmed: string;
    /**
     * How the customer follows the order and until when it can be cancelled online: {cancelUntil} is replaced by the moment the one cancel rule gives ("until 11:59 pm on Wed 2 Dec"); the status page link follows.
     */
    followUp: string;
  };
  /**
   * How an add-on whose label price (labelPrice) differs from the price charged shows it: as the catalog's listed price beside the charged one, never struck through as a sale.
   */
  listedPrice: {
    /**
     * The short words beside the charged price; {listed} is the label price ("Listed at {listed}").
     */
    visible: string;
    /**
     * What a screen reader hears instead: {listed} and {price} (the price charged).
     */
    explained: string;
  };
  /**
   * The legal pages.
   */
  policies: {
    terms: SitePolicy;
    refund: SitePolicy;
    privacy: SitePolicy;
  };
}
/**
 * How one payment method works, as the payment page and the confirmation say it.
 *
 * This interface was referenced by `CatalogFiles`'s JSON-Schema
 * via the `definition` "SitePaymentMethod".
 */
export interface SitePaymentMethod {
  /**
   * The choice's name on the payment page (for example "Cash on Delivery").
   */
  label: string;
  /**
   * How and when the customer pays with this method, in plain words.
   */
  howToPay: string;
}
/**
 * A payment status as the customer reads it after ordering.
 *
 * This interface was referenced by `CatalogFiles`'s JSON-Schema
 * via the `definition` "SitePaymentStanding".
 */
export interface SitePaymentStanding {
  /**
   * The bold line; {amount} is the order's total.
   */
  headline: string;
  /**
   * What it means and what to do next.
   */
  detail: string;
}
/**
 * A policy page.
 *
 * This interface was referenced by `CatalogFiles`'s JSON-Schema
 * via the `definition` "SitePolicy".
 */
export interface SitePolicy {
  /**
   * The page heading.
   */
  title: string;
  /**
   * When the policy last changed (YYYY-MM-DD); shown as "Last updated".
   */
  lastUpdated: string;
  /**
   * The policy's sections, in order.
   *
   * @minItems 1
   *
   * Items: One section.
   */
  sections: {
    /**
     * The section heading.
     */
    heading: string;
    /**
     * The section text, one entry per paragraph.
     *
     * @minItems 1
     *
     * Items: Customer-facing text.
     */
    paragraphs: string[];
  }[];
}
/**
 * The packages shown at /package/:id, priced in US dollars (or in rupees where a package gives priceInr). One file: catalog/packages.json.
 *
 * This interface was referenced by `CatalogFiles`'s JSON-Schema
 * via the `definition` "PackageList".
 */
export interface PackageList {
  /**
   * Shown under a price in US dollars: why a Mumbai shop lists this package in dollars, and how to get a price in rupees.
   */
  dollarNote: string;
  /**
   * The packages, in list order.
   *
   * @minItems 1
   *
   * Items: One package.
   */
  packages: {
    /**
     * The id in the page's path (/package/unicorn).
     */
    id: string;
    /**
     * The package's name.
     */
    name: string;
    /**
     * What the package holds.
     */
    description: string;
    image: CatalogImage;
    /**
     * The price in whole US dollars.
     */
    priceUsd: number;
    /**
     * The price in whole rupees, when the shop gives one: then the page shows it instead of the dollar price and its note.
     */
    priceInr?: number;
  }[];
}
/**
 * Where the shop delivers: the serviceable PIN codes. One file: catalog/delivery-area.json.
 *
 * This interface was referenced by `CatalogFiles`'s JSON-Schema
 * via the `definition` "DeliveryArea".
 */
export interface DeliveryArea {
  /**
   * The city served, named in the message for a PIN code outside the area.
   */
  city: string;
  /**
   * One sentence under the delivery form's address, saying where the shop delivers, e.g. "We deliver in Mumbai only."
   */
  hint: string;
  /**
   * Inclusive ranges of serviceable 6-digit PIN codes.
   *
   * @minItems 1
   *
   * Items: One inclusive range; from and to may be equal.
   */
  pincodeRanges: {
    /**
     * The first PIN code of the range.
     */
    from: string;
    /**
     * The last PIN code of the range.
     */
    to: string;
  }[];
}
/**
 * When the shop delivers and how many orders it can make: the slots, the days, the lead time and the dates it is closed. One file: catalog/calendar.json. Operators can block a date or change a day's capacity from the console; that overrides this file for that day.
 *
 * This interface was referenced by `CatalogFiles`'s JSON-Schema
 * via the `definition` "DeliveryCalendar".
 */
export interface DeliveryCalendar {
  /**
   * How many days the team needs to make a box: the earliest delivery date is this many days after today (in Mumbai), one more once today's cut-off has passed. The FAQ and the forms quote it.
   */
  leadTimeDays: number;
  /**
   * The time of day in Mumbai (Asia/Kolkata, 24-hour HH:MM) after which an order counts as placed the next day, moving the earliest delivery date on by one.
   */
  cutoffTime: string;
  /**
   * How many days ahead of today a customer may book a delivery (the calendar shows this many days).
   */
  bookingWindowDays: number;
  /**
   * The days of the week the shop delivers on.
   *
   * @minItems 1
   */
  deliveryWeekdays: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
  /**
   * How many orders (one delivery each) the shop can make and deliver on one day, across all slots. An operator can change it for one day from the console.
   */
  ordersPerDay: number;
  /**
   * How many minutes a day and slot chosen at checkout is held for that customer: while held it counts against the slot's and the day's capacity for everyone else, and placing the order turns it into the booking. The delivery and payment steps say until when.
   */
  holdMinutes: number;
  /**
   * What the delivery and payment steps say about the hold. {delivery} is the day and slot ("Thu 3 Dec, 9 am-12 pm"), {until} the time of day in India ("2:42 pm").
   */
  holdTexts: {
    /**
     * While the hold runs ("We're holding {delivery} for you until {until}.").
     */
    holding: string;
    /**
     * On the payment step once the hold has ended, while it is held again.
     */
    renewing: string;
    /**
     * On the delivery step once the hold has ended: continuing holds it again if it is still free.
     */
    expired: string;
    /**
     * When the place was booked by someone else after the hold ended: the customer picks again.
     */
    taken: string;
  };
  /**
   * The delivery time slots of a day, earliest first.
   *
   * @minItems 1
   * @maxItems 8
   */
  slots: {
    /**
     * The slot's stable id: orders record it, so never rename a slot that has orders.
     */
    id: string;
    /**
     * The slot as customers read it in the calendar and their texts ("12-3 pm"); short, so an order text stays one SMS.
     */
    label: string;
    /**
     * When the slot starts, HH:MM in Mumbai.
     */
    start: string;
    /**
     * When the slot ends, HH:MM in Mumbai.
     */
    end: string;
    /**
     * How many orders this slot can deliver in one day.
     */
    capacity: number;
  }[];
  /**
   * Dates the shop does not deliver, each with the reason customers see on the calendar.
   */
  blockedDates: {
    /**
     * The blocked date, YYYY-MM-DD.
     */
    date: string;
    /**
     * What the customer reads on that day ("Fully booked for Diwali").
     */
    reason: string;
  }[];
}
