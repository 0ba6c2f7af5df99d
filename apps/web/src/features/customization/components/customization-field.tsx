// One field of the customization forms, labelled, typed and hinted the same way on /customize and /custom.
import { customOccasions, venueTypes } from '@partybox/contracts';
import calendar from 'virtual:catalog/calendar';
import { SelectField, TextAreaField, TextField } from '../../../components/forms/fields';
import type { FieldBinding } from '../../../components/forms/use-form';
import type { CustomizationValues } from '../api/customization-request';

interface CustomizationFieldProps {
  readonly name: keyof CustomizationValues;
  readonly binding: FieldBinding;
  /** The first bookable event date, once known (see useEarliestEventDate). */
  readonly earliest?: string;
}

const count = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

export function CustomizationField({ name, binding, earliest }: CustomizationFieldProps) {
  switch (name) {
    case 'occasion':
      return <SelectField label="Occasion" required options={customOccasions} placeholder="Choose an occasion" binding={binding} />;
    case 'themeName':
      return <TextField label="Theme name" maxLength={80} hint="Your idea in a few words, like “Jungle safari”" binding={binding} />;
    case 'name':
      return <TextField label="Name" required autoComplete="name" maxLength={80} binding={binding} />;
    case 'phone':
      return <TextField label="Phone" required type="tel" inputMode="tel" autoComplete="tel" prefix="+91" hint="10-digit mobile number" binding={binding} />;
    case 'email':
      return <TextField label="Email" required type="email" autoComplete="email" binding={binding} />;
    case 'age':
      return <TextField label="Age of the guest of honour" {...count} max={120} binding={binding} />;
    case 'eventDate':
      return (
        <TextField
          label="Event date"
          required
          type="date"
          min={earliest}
          hint={`At least ${calendar.leadTimeDays} days from today, so we can prepare your box`}
          binding={binding}
        />
      );
    case 'eventTime':
      return <TextField label="Event time" type="time" binding={binding} />;
    case 'venue':
      return <TextField label="Venue" maxLength={200} hint="Home, hall or restaurant, and the area" binding={binding} />;
    case 'venueType':
      return <SelectField label="Venue type" options={venueTypes} placeholder="Choose a venue type" binding={binding} />;
    case 'guestCount':
      return <TextField label="Number of guests" {...count} max={1000} binding={binding} />;
    case 'favoriteColor':
      return <TextField label="Favourite colour" maxLength={60} binding={binding} />;
    case 'returnGiftQty':
      return <TextField label="Return gift quantity" {...count} max={1000} hint="A box includes 10; tell us if you need more" binding={binding} />;
    case 'entertainment':
      return <TextField label="Entertainment" maxLength={200} hint="Magician, games host, tattoo artist…" binding={binding} />;
    case 'notes':
      return <TextAreaField label="Instructions" maxLength={1000} binding={binding} />;
    case 'decorName':
      return <TextField label="Name on the decor" maxLength={100} hint="Printed on the banner and welcome board" binding={binding} />;
    case 'cakeDetails':
      return <TextAreaField label="Cake details" maxLength={300} hint="Flavour, size and the message on the cake" binding={binding} />;
  }
}
