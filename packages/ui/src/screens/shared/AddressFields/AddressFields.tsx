import styled from 'styled-components';
import type { FieldBinding } from '../../../forms/useForm';
import { TextField } from '../../../primitives/TextField';
import { space } from '../../../theme';
import { TEXT_LIMITS } from '../../../model/validation/textLimits';

export interface AddressFieldsProps {
  /** The form's bindings (`form.field`) for the client's name and address. */
  field: (name: 'name' | 'strasse' | 'plz' | 'ort') => FieldBinding<string>;
  /** The name addition (Namenszusatz) under the name, where the form has one. */
  nameAddition?: FieldBinding<string>;
}

/**
 * A client's name and postal address as the letter's address field prints them: name
 * (required), an optional addition, street, PLZ and place, each limited as the data service
 * limits it (textLimits.ts). Fields only: the form around it lays them out in its grid.
 */
export function AddressFields({ field, nameAddition }: AddressFieldsProps) {
  return (
    <>
      <TextField
        label="Name"
        isRequired
        autoComplete="organization"
        maxLength={TEXT_LIMITS['kunde.name']}
        {...field('name')}
      />
      {nameAddition ? (
        <TextField
          label="Namenszusatz"
          hint="z. B. Abteilung oder Geschäftsstelle"
          maxLength={TEXT_LIMITS['kunde.name_zusatz']}
          {...nameAddition}
        />
      ) : null}
      <TextField
        label="Straße und Hausnummer"
        autoComplete="street-address"
        maxLength={TEXT_LIMITS['kunde.strasse']}
        {...field('strasse')}
      />
      <Place>
        <TextField
          label="PLZ"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={TEXT_LIMITS['kunde.plz']}
          {...field('plz')}
        />
        <TextField label="Ort" autoComplete="address-level2" maxLength={TEXT_LIMITS['kunde.ort']} {...field('ort')} />
      </Place>
    </>
  );
}

const Place = styled.div`
  display: grid;
  grid-template-columns: minmax(6rem, 1fr) minmax(min(100%, 12rem), 3fr);
  gap: ${space[4]};
`;
