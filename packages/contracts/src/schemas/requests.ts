// The JSON Schemas of every write request. The API validates bodies with them and the storefront's forms
// validate as the customer types with the very same compiled validators (src/generated/validators.js).
import { dateField, emailField, optionalDateField, optionalEmailField, optionalText, phoneField, requiredText, timeField, wholeNumber } from './fields';
import { addonKeyPattern, idPattern, maxAddonsPerBox, maxBoxQuantity, maxCartLines } from '../limits';
import { occasionRequiredMessage } from '../occasions';

/** Venue types offered on the customization forms. */
export const venueTypes = ['Indoor', 'Outdoor', 'Mixed', 'Private Villa', 'Club / Lounge', 'Home', 'Rooftop', 'Other'] as const;

const idField = { type: 'string', pattern: idPattern, maxLength: 60 } as const;
const addonKeyField = { type: 'string', pattern: addonKeyPattern, maxLength: 60 } as const;

export const contactRequestSchema = {
  $id: 'contact-request',
  type: 'object',
  additionalProperties: false,
  required: ['firstName', 'lastName', 'phone', 'email', 'message'],
  properties: {
    firstName: requiredText('First name', 60, 'Enter your first name'),
    lastName: requiredText('Last name', 60, 'Enter your last name'),
    phone: phoneField,
    email: emailField,
    message: requiredText('Message', 2000, 'Write your message (up to 2,000 characters)'),
  },
} as const;

export const customizationRequestSchema = {
  $id: 'customization-request',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'phone', 'email', 'eventDate'],
  properties: {
    themeIds: {
      type: 'array',
      title: 'Party boxes',
      description: "Every box of the order this party is for; the record names them all and takes the first one's occasion.",
      minItems: 1,
      maxItems: maxCartLines,
      uniqueItems: true,
      items: idField,
      errorMessage: 'Choose the party boxes from the catalog',
    },
    themeName: optionalText('Theme name', 80),
    occasion: { ...optionalText('Occasion', 60), errorMessage: occasionRequiredMessage },
    name: requiredText('Name', 80, 'Enter your name'),
    phone: phoneField,
    email: emailField,
    age: wholeNumber('Age', 0, 120),
    eventDate: dateField,
    eventTime: timeField,
    venue: optionalText('Venue', 200),
    venueType: { type: 'string', title: 'Venue type', enum: ['', ...venueTypes], errorMessage: 'Choose a venue type from the list' },
    guestCount: wholeNumber('Guest count', 0, 1000),
    favoriteColor: optionalText('Favourite colour', 60),
    returnGiftQty: wholeNumber('Return gift quantity', 0, 1000),
    entertainment: optionalText('Entertainment', 200),
    notes: optionalText('Instructions', 1000),
    decorName: optionalText('Name on the decor', 100),
    cakeDetails: optionalText('Cake details', 300),
  },
} as const;

export const deliveryRequestSchema = {
  $id: 'delivery-request',
  type: 'object',
  additionalProperties: false,
  required: ['fullName', 'phone', 'addressLine1', 'city', 'state', 'pincode'],
  properties: {
    fullName: requiredText('Full name', 80, 'Enter the name of the person receiving the box'),
    phone: phoneField,
    email: optionalEmailField,
    addressLine1: requiredText('Address line 1', 120, 'Enter the flat, building and street'),
    addressLine2: optionalText('Address line 2', 120),
    city: requiredText('City', 60, 'Enter the city'),
    state: requiredText('State', 60, 'Enter the state'),
    pincode: { type: 'string', title: 'PIN code', pattern: '^[1-9][0-9]{5}$', errorMessage: 'Enter the 6-digit PIN code' },
    country: { type: 'string', title: 'Country', enum: ['India'], errorMessage: 'We deliver only within India' },
  },
} as const;

const flag = { type: 'boolean' } as const;

export const suggestionRequestSchema = {
  $id: 'suggestion-request',
  type: 'object',
  additionalProperties: false,
  required: ['themeName', 'guestName'],
  properties: {
    themeName: requiredText('Theme name', 80, 'Give your theme idea a name'),
    themeDescription: optionalText('Theme description', 1000),
    occasionType: optionalText('Occasion', 60),
    colorScheme: optionalText('Colour scheme', 100),
    eventDate: optionalDateField,
    guestName: requiredText('Your name', 80, 'Enter your name so we can reach you'),
    phone: phoneField,
    email: optionalEmailField,
    guestCount: wholeNumber('Guest count', 0, 1000),
    foodPreferences: optionalText('Notes', 500),
    notes: optionalText('Other notes', 1000),
    propsNeeded: {
      type: 'object',
      title: 'Props needed',
      additionalProperties: false,
      properties: { balloons: flag, banners: flag, centerpieces: flag, photobooth: flag, backdrop: flag },
      errorMessage: 'Tick the props you need',
    },
    addOns: {
      type: 'object',
      title: 'Add-ons',
      additionalProperties: false,
      properties: { cakeTopper: flag, welcomeBoard: flag, returnGifts: flag },
      errorMessage: 'Tick the add-ons you want',
    },
  },
} as const;

export const subscriptionRequestSchema = {
  $id: 'subscription-request',
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email: emailField },
} as const;

/** The cart lines of an order or a checkout: boxes from the catalog with their add-ons and quantities. */
export const cartLinesField = {
  type: 'array',
  title: 'Cart',
  minItems: 1,
  maxItems: maxCartLines,
  errorMessage: 'Your cart is empty: add a party box first',
  keywordMessages: { maxItems: `An order can hold up to ${maxCartLines} different party boxes: place the rest as a second order` },
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['themeId', 'addons', 'quantity'],
    properties: {
      themeId: { ...idField, title: 'Theme', errorMessage: 'Choose a theme from the catalog' },
      addons: {
        type: 'array',
        title: 'Add-ons',
        uniqueItems: true,
        maxItems: maxAddonsPerBox,
        items: addonKeyField,
        errorMessage: 'Choose add-ons from the theme page',
      },
      quantity: wholeNumber('Quantity', 1, maxBoxQuantity),
    },
  },
} as const;

/** Extras from the generic add-on page, charged once per order. */
export const cartExtrasField = {
  type: 'array',
  title: 'Extras',
  uniqueItems: true,
  maxItems: maxAddonsPerBox,
  items: addonKeyField,
  errorMessage: 'Choose extras from the add-ons page',
} as const;

/** Every request schema, by the name its generated validator is exported under. */
export const requestSchemas = {
  validateContactRequest: contactRequestSchema,
  validateCustomizationRequest: customizationRequestSchema,
  validateDeliveryRequest: deliveryRequestSchema,
  validateSuggestionRequest: suggestionRequestSchema,
  validateSubscriptionRequest: subscriptionRequestSchema,
} as const;
