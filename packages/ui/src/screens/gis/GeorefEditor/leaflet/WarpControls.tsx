import { useId } from 'react';
import styled from 'styled-components';
import { Switch } from '../../../../primitives/Switch';
import { color, fontSize, space } from '../../../../theme';

export interface WarpControlsProps {
  isShown: boolean;
  onShownChange: (isShown: boolean) => void;
  /** 0 to 1. */
  opacity: number;
  onOpacityChange: (opacity: number) => void;
  /** Why there is no preview now (no scan, no fit); null when it can be shown. */
  unavailable: string | null;
}

const percent = new Intl.NumberFormat('de-DE', { style: 'percent' });

/** The warped preview's toggle and opacity slider, in the world map's header. */
export function WarpControls({ isShown, onShownChange, opacity, onOpacityChange, unavailable }: WarpControlsProps) {
  const sliderId = useId();
  const reasonId = useId();
  return (
    <Controls>
      <Switch
        label="Entzerrten Scan zeigen"
        checked={isShown}
        onChange={onShownChange}
        aria-describedby={unavailable ? reasonId : undefined}
      />
      <Slider>
        <label htmlFor={sliderId}>Deckkraft</label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={100}
          step={5}
          value={Math.round(opacity * 100)}
          disabled={!isShown}
          aria-valuetext={percent.format(opacity)}
          onChange={(event) => onOpacityChange(Number(event.target.value) / 100)}
        />
        <output htmlFor={sliderId}>{percent.format(opacity)}</output>
      </Slider>
      {unavailable && isShown ? <Reason id={reasonId}>{unavailable}</Reason> : null}
    </Controls>
  );
}

const Controls = styled.div`
  display: flex;
  flex-basis: 100%;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[1]} ${space[4]};
`;

const Slider = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  font-size: ${fontSize.sm};
  input {
    accent-color: ${color.primary};
  }
  output {
    min-width: 4ch;
    font-variant-numeric: tabular-nums;
  }
`;

const Reason = styled.span`
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;
