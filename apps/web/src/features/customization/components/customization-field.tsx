// One field of the customization forms, labelled, typed and hinted the same way on /customize and /custom.
import { customizationRequestSchema, customOccasions, venueTypes } from '@partybox/contracts';
import site from 'virtual:catalog/site';
import { SelectField, TextAreaField, TextField } from '../../../components/forms/fields';
import { PhoneField } from '../../../components/forms/phone-field';
import { textLimits } from '../../../components/forms/text-limits';
import type { FieldBinding } from '../../../components/forms/use-form';
import type { CustomizationValues } from '../api/customization-request';

interface CustomizationFieldProps {
  readonly name: keyof CustomizationValues;
  readonly binding: FieldBinding;
  /** The first bookable event date, once known (see useEarliestEventDate). */
  readonly earliest?: string;
}

/** The fields' character limits, from the request schema the API checks. */
const limits = textLimits(customizationRequestSchema);

const count = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

export function CustomizationField({ name, binding, earliest }: CustomizationFieldProps) {
  switch (name) {
    case 'occasion':
      return <SelectField label="Occasion" required options={customOccasions} placeholder="Choose an occasion" binding={binding} />;
    case 'themeName':
      return <TextField label="Theme name" limit={limits.themeName} hint="Your idea in a few words, like “Jungle safari”" binding={binding} />;
    case 'name':
      return <TextField label="Name" required autoComplete="name" limit={limits.name} binding={binding} />;
    case 'phone':
      return <PhoneField required binding={binding} />;
    case 'email':
      return <TextField label="Email" required type="email" autoComplete="email" limit={limits.email} binding={binding} />;
    case 'age':
      return <TextField label="Age of the guest of honour" {...count} max={120} binding={binding} />;
    case 'eventDate':
      return (
        <TextField
          label="Event date"
          required
          type="date"
          min={earliest}
          hint={`At least ${site.leadTimeDays} days from today, so we can prepare your box`}
          binding={binding}
        />
      );
    case 'eventTime':
      return <TextField label="Event time" type="time" binding={binding} />;
    case 'venue':
      return <TextField label="Venue" limit={limits.venue} hint="Home, hall or restaurant, and the area" binding={binding} />;
    case 'venueType':
      return <SelectField label="Venue type" options={venueTypes} placeholder="Choose a venue type" binding={binding} />;
    case 'guestCount':
      return <TextField label="Number of guests" {...count} max={1000} binding={binding} />;
    case 'favoriteColor':
      return <TextField label="Favourite colour" limit={limits.favoriteColor} binding={binding} />;
    case 'returnGiftQty':
      return <TextField label="Return gift quantity" {...count} max={1000} hint="A box includes 10; tell us if you need more" binding={binding} />;
    case 'entertainment':
      return <TextField label="Entertainment" limit={limits.entertainment} hint="Magician, games host, tattoo artist…" binding={binding} />;
    case 'notes':
      return <TextAreaField label="Instructions" limit={limits.notes} binding={binding} />;
    case 'decorName':
      return <TextField label="Name on the decor" limit={limits.decorName} hint="Printed on the banner and welcome board" binding={binding} />;
    case 'cakeDetails':
      return <TextAreaField label="Cake details" limit={limits.cakeDetails} hint="Flavour, size and the message on the cake" binding={binding} />;
  }
}
