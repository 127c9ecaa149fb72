import styled from 'styled-components';
import { color, fontSize, fontWeights, lineHeights, radii, space, transitions } from '../../theme';
import { Icon, type IconName } from '../Icon';
import { softTone, type Tone } from './tones';

export interface TagProps {
  label: string;
  tone?: Tone;
  icon?: IconName;
  /** Shows a close button named "<label> entfernen". */
  onRemove?: () => void;
  className?: string;
}

/**
 * A label for a status, category or active filter, optionally removable ("… entfernen"). For a bare count use
 * Badge.
 */
export function Tag({ label, tone = 'neutral', icon, onRemove, className }: TagProps) {
  return (
    <Root className={className} $tone={tone}>
      {icon ? <Icon name={icon} /> : null}
      <Label>{label}</Label>
      {onRemove ? (
        <Remove type="button" aria-label={`${label} entfernen`} onClick={onRemove}>
          <Icon name="close" size="0.9em" />
        </Remove>
      ) : null}
    </Root>
  );
}

const Root = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  max-width: 100%;
  padding: ${space[0]} ${space[2]};
  border: 1px solid ${(p) => softTone[p.$tone].border};
  border-radius: ${radii.md};
  background: ${(p) => softTone[p.$tone].background};
  color: ${color.text};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeights.semibold};
  line-height: ${lineHeights.normal};
  vertical-align: middle;
`;

const Label = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Remove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  margin-right: -${space[1]};
  padding: ${space[0]};
  border: 0;
  border-radius: ${radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  transition: background ${transitions.fast};
  &:hover {
    background: ${color.border};
  }
`;
