import type { FieldBinding } from '../../../forms/useForm';
import { TextField } from '../../../primitives/TextField';
import { TEXT_LIMITS } from '../../../model/validation/textLimits';

export interface PersonNameFieldsProps {
  /** The form's bindings (`form.field`) for first name, last name and phone. */
  first: FieldBinding<string>;
  last: FieldBinding<string>;
  phone: FieldBinding<string>;
  /**
   * Whose they are: `own` (the profile, benutzer.*) lets the browser fill them in from the
   * person's own data and says how to write the phone; `contact` (a client's Ansprechpartner,
   * kunde.ap_*, in a card with little room) does neither.
   */
  whose: 'own' | 'contact';
}

const LIMITS = {
  own: {
    first: TEXT_LIMITS['benutzer.first_name'],
    last: TEXT_LIMITS['benutzer.last_name'],
    phone: TEXT_LIMITS['benutzer.phone'],
  },
  contact: {
    first: TEXT_LIMITS['kunde.ap_vorname'],
    last: TEXT_LIMITS['kunde.ap_nachname'],
    phone: TEXT_LIMITS['kunde.ap_tel'],
  },
} as const;

/**
 * A person's first name, last name and phone, each limited as the data service limits it
 * (textLimits.ts). Fields only: the form around it lays them out in its grid.
 */
export function PersonNameFields({ first, last, phone, whose }: PersonNameFieldsProps) {
  const limits = LIMITS[whose];
  const isOwn = whose === 'own';
  return (
    <>
      <TextField label="Vorname" autoComplete={isOwn ? 'given-name' : 'off'} maxLength={limits.first} {...first} />
      <TextField label="Nachname" autoComplete={isOwn ? 'family-name' : 'off'} maxLength={limits.last} {...last} />
      <TextField
        label="Telefon"
        type="tel"
        autoComplete={isOwn ? 'tel' : 'off'}
        hint={isOwn ? 'Optional, z. B. 0351 1234567' : undefined}
        maxLength={limits.phone}
        {...phone}
      />
    </>
  );
}
