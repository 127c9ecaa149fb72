import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { color, fontSize, radii, space } from '../../../theme';
import type { SavedGeorefDraft } from './localDraft';

const when = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });
const count = new Intl.NumberFormat('de-DE');

/** "Ungespeicherter Entwurf vom 22.11.2026, 10:15 mit 12 Punkten". */
export function draftOfferText(draft: Pick<SavedGeorefDraft, 'savedAt' | 'points'>): string {
  const n = draft.points.length;
  const date = new Date(draft.savedAt);
  const at = Number.isNaN(date.getTime()) ? '' : ` vom ${when.format(date)}`;
  return `Ungespeicherter Entwurf${at} mit ${count.format(n)} ${n === 1 ? 'Punkt' : 'Punkten'}`;
}

export interface DraftOfferProps {
  draft: SavedGeorefDraft;
  onRestore: (draft: SavedGeorefDraft) => void;
  onDiscard: () => void;
}

/** Offers a kept draft once: taken back or thrown away, the offer goes. */
export function DraftOffer({ draft, onRestore, onDiscard }: DraftOfferProps) {
  const [isOpen, setOpen] = useState(true);
  if (!isOpen) return null;
  return (
    <Box aria-label="Ungespeicherter Entwurf">
      <Text>
        <strong>{draftOfferText(draft)}</strong>
        <span>
          In diesem Browser liegen Passpunkte dieser Karte, die nicht gespeichert wurden. Wiederherstellen übernimmt sie
          in den Editor (speichern müssen Sie danach selbst); eine Änderung hier ersetzt den Entwurf.
        </span>
      </Text>
      <Actions>
        <Button
          variant="primary"
          onClick={() => {
            setOpen(false);
            onRestore(draft);
          }}
        >
          Wiederherstellen
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setOpen(false);
            onDiscard();
          }}
        >
          Verwerfen
        </Button>
      </Actions>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${color.warning};
  border-radius: ${radii.md};
  background: ${color.warningBg};
`;

const Text = styled.p`
  display: grid;
  gap: ${space[1]};
  margin: 0;
  min-width: 0;
  flex: 1 1 calc(${space[12]} * 6);
  span {
    font-size: ${fontSize.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${space[2]};
`;
