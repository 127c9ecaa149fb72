import styled from 'styled-components';
import type { ArticleImportance } from '../../model/contract/templateApi';
import { Icon } from '../../primitives/Icon';
import { color, radii, space } from '../../theme';

export interface ImportanceStarsProps {
  value: ArticleImportance;
  /** Without it the stars are only shown (the list); with it each star sets the importance (the form). */
  onChange?: (value: ArticleImportance) => void;
  /** Names the group in the form. */
  label?: string;
}

const LEVELS: readonly ArticleImportance[] = [1, 2, 3];
const starsText = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

/** The template's importance as one to three stars: shown in the list, chosen in the form. */
export function ImportanceStars({ value, onChange, label = 'Importance' }: ImportanceStarsProps) {
  if (!onChange) {
    return (
      <Row role="img" aria-label={`Importance: ${starsText(value)}`}>
        {LEVELS.map((level) => (
          <Star key={level} $isOn={level <= value}>
            <Icon name="star" />
          </Star>
        ))}
      </Row>
    );
  }
  return (
    <Row role="group" aria-label={label}>
      {LEVELS.map((level) => (
        <StarButton
          key={level}
          type="button"
          $isOn={level <= value}
          aria-label={starsText(level)}
          aria-pressed={level === value}
          onClick={() => onChange(level)}
        >
          <Icon name="star" size="1.25em" />
        </StarButton>
      ))}
    </Row>
  );
}

const Row = styled.span`
  display: inline-flex;
  gap: ${space[1]};
`;

const Star = styled.span<{ $isOn: boolean }>`
  display: inline-flex;
  color: ${(p) => (p.$isOn ? color.warning : color.borderStrong)};
  & svg {
    fill: ${(p) => (p.$isOn ? 'currentColor' : 'none')};
  }
`;

const StarButton = styled.button<{ $isOn: boolean }>`
  display: inline-flex;
  padding: ${space[1]};
  border: none;
  border-radius: ${radii.sm};
  background: none;
  cursor: pointer;
  color: ${(p) => (p.$isOn ? color.warning : color.borderStrong)};
  & svg {
    fill: ${(p) => (p.$isOn ? 'currentColor' : 'none')};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
  }
`;
