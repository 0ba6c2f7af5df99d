// The "Suggest Your Own Theme" form: saved through the API, thanked for in a status message, then cleared.
import { suggestionRequestSchema } from '@partybox/contracts';
import { useState } from 'react';
import site from 'virtual:catalog/site';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../../components/forms/fields';
import { PhoneField } from '../../../components/forms/phone-field';
import { textLimits } from '../../../components/forms/text-limits';
import { saveFailureMessage } from '../../../components/forms/request-values';
import { useForm } from '../../../components/forms/use-form';
import { useEarliestEventDate } from '../../../lib/use-earliest-event-date';
import { addOnOptions, emptySuggestion, propOptions, suggestionProblems, toSuggestionRequest, type SuggestionValues } from '../api/suggestion-request';
import { useSendSuggestion } from '../api/use-send-suggestion';
import { TickBox } from './tick-box';
import '../suggestion.css';

/** The fields' character limits, from the request schema the API checks. */
const limits = textLimits(suggestionRequestSchema);

const occasionTypes = [...site.occasions.map((occasion) => occasion.name), 'Other'];

export function SuggestionForm() {
  const form = useForm({ initial: emptySuggestion, validate: suggestionProblems });
  const send = useSendSuggestion();
  const earliest = useEarliestEventDate();
  const [thanks, setThanks] = useState<string>();

  const submit = form.handleSubmit((values) => {
    setThanks(undefined);
    send.save(toSuggestionRequest(values), {
      onSuccess: () => {
        setThanks("Thank you! We'll review your theme idea soon.");
        form.reset(emptySuggestion);
      },
      onError: (error) => form.showServerErrors(error.fields),
    });
  });

  const tick = (name: keyof SuggestionValues & `${string}.${string}`, label: string) => (
    <TickBox key={name} label={label} binding={form.field(name)} onToggle={(ticked) => form.setValue(name, ticked ? 'true' : '')} />
  );

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="suggestion-form card">
      <fieldset>
        <legend>Your theme idea</legend>
        <div className="form-grid">
          <TextField label="Theme name" required limit={limits.themeName} binding={form.field('themeName')} />
          <SelectField label="Occasion type" options={occasionTypes} binding={form.field('occasionType')} />
          <div className="form-grid--full">
            <TextAreaField
              label="Theme description"
              hint="The look, the characters, the mood"
              limit={limits.themeDescription}
              binding={form.field('themeDescription')}
            />
          </div>
          <TextField label="Colour scheme" limit={limits.colorScheme} binding={form.field('colorScheme')} />
          <TextField label="Event date" type="date" min={earliest} binding={form.field('eventDate')} />
          <TextField label="Guest count" type="number" inputMode="numeric" min={0} max={1000} step={1} binding={form.field('guestCount')} />
        </div>
      </fieldset>
      <div className="suggestion-form__choices">
        <fieldset>
          <legend>Props needed</legend>
          {propOptions.map(({ key, label }) => tick(`propsNeeded.${key}`, label))}
        </fieldset>
        <fieldset>
          <legend>Add-ons</legend>
          {addOnOptions.map(({ key, label }) => tick(`addOns.${key}`, label))}
        </fieldset>
      </div>
      <fieldset>
        <legend>About you</legend>
        <div className="form-grid">
          <TextField label="Your name" required autoComplete="name" limit={limits.guestName} binding={form.field('guestName')} />
          <PhoneField hint="A phone number or an e-mail address, so we can reply" binding={form.field('phone')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            hint="Or an e-mail address: we need one of the two to reply"
            limit={limits.email}
            binding={form.field('email')}
          />
          <div className="form-grid--full">
            <TextAreaField
              label="Notes"
              hint="Food preferences and anything else we should know"
              limit={limits.foodPreferences}
              binding={form.field('foodPreferences')}
            />
          </div>
          <div className="form-grid--full">
            <TextAreaField label="Other notes" limit={limits.notes} binding={form.field('notes')} />
          </div>
        </div>
      </fieldset>
      <FormAlert
        message={send.isError ? saveFailureMessage("We couldn't send your theme idea. Please try again.", send.error, Object.keys(form.values)) : undefined}
      />
      <FormAlert tone="success" message={thanks} />
      <div className="actions-row">
        <button type="submit" className="button" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Submit idea'}
        </button>
      </div>
    </form>
  );
}
