import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Select } from '../../../primitives/Select';
import { space } from '../../../theme';
import { PaneNotice } from './leaflet/PaneFrame';
import { backgroundOptions, chosenBackground, type Background, type MapBackgrounds } from './mapBackgrounds';

/** The backgrounds offered and the one chosen; a choice is reported for the app to keep. */
export function useBackgroundChoice(tileUrl?: string, attribution?: string, backgrounds?: MapBackgrounds) {
  const wms = backgrounds?.wms;
  const options = useMemo(() => backgroundOptions(tileUrl, attribution, wms), [tileUrl, attribution, wms]);
  const [chosenId, setChosenId] = useState(backgrounds?.chosen ?? null);
  const chosen = chosenBackground(options, chosenId);
  const choose = (id: string) => {
    setChosenId(id);
    backgrounds?.onChoose?.(id);
  };
  return { options, chosen, choose };
}

export interface BackgroundChoiceProps {
  options: readonly Background[];
  chosen: Background;
  onChoose: (id: string) => void;
}

/** „Hintergrund“: the tiles, each WMS by name, or the outline; not shown when the outline is all there is. */
export function BackgroundChoice({ options, chosen, onChoose }: BackgroundChoiceProps) {
  const items = useMemo(() => options.map((option) => ({ value: option.id, label: option.name })), [options]);
  if (options.length < 2) return null;
  return (
    <Choice>
      <Select label="Hintergrund" options={items} value={chosen.id} onChange={onChoose} />
    </Choice>
  );
}

export interface BackgroundNoticeProps {
  chosen: Background;
  /** Whether the outline is shown: chosen, or standing in for a background that failed. */
  isOffline: boolean;
  /** Whether the configuration names any background beside the outline. */
  hasRemote: boolean;
}

/** Says when the outline stands in, and for what; nothing when the person chose it. */
export function BackgroundNotice({ chosen, isOffline, hasRemote }: BackgroundNoticeProps) {
  if (!isOffline || (hasRemote && chosen.kind === 'outline')) return null;
  const what =
    chosen.kind === 'wms'
      ? `Der WMS „${chosen.name}“ ist nicht erreichbar`
      : `Die Kartenkacheln sind nicht erreichbar${hasRemote ? '' : ' (die Laufzeitkonfiguration nennt unter „mapTiles“ und „mapWms“ keine)'}`;
  return (
    <PaneNotice role="status" $tone="info" data-testid="offline-background">
      Offline-Hintergrund: {what}; gezeigt werden Deutschlands Umriss, die Länder, große Flüsse und Städte, das
      Kundengebiet und der Kartenumring.
    </PaneNotice>
  );
}

const Choice = styled.div`
  flex-basis: 100%;
  max-width: calc(${space[12]} * 6);
`;
