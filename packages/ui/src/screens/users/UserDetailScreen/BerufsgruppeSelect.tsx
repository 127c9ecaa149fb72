import { useState } from 'react';
import styled from 'styled-components';
import { Select } from '../../../primitives/Select';
import { Spinner } from '../../../primitives/Spinner';
import { color, fontSize, space } from '../../../theme';
import { berufsgruppeOptions } from '../../../model/domainValues';

export interface BerufsgruppeSelectProps {
  value: string | null;
  /** Saves at once (PATCH /benutzer {berufsgruppe}); null for "Keine Angabe". */
  onChange: (value: string | null) => unknown;
}

/** The Berufsgruppe, saved as soon as it is chosen; the caller shows it optimistically. */
export function BerufsgruppeSelect({ value, onChange }: BerufsgruppeSelectProps) {
  const [isSaving, setSaving] = useState(false);
  return (
    <Row>
      <Field
        label="Berufsgruppe"
        placeholder="Keine Angabe"
        options={berufsgruppeOptions(value)}
        value={value ?? ''}
        disabled={isSaving}
        onChange={async (next) => {
          setSaving(true);
          try {
            await onChange(next === '' ? null : next);
          } finally {
            setSaving(false);
          }
        }}
      />
      {isSaving ? (
        <Saving>
          <Spinner isDecorative size="1em" />
          <span role="status">Wird gespeichert …</span>
        </Saving>
      ) : null}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[3]};
`;

const Field = styled(Select)`
  flex: 0 1 18rem;
`;

const Saving = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  margin-bottom: ${space[2]};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;
