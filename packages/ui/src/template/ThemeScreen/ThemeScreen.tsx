import styled from 'styled-components';
import { THEME_SWATCHES } from '../../chrome/SettingsPanel';
import { useChromeText } from '../../i18n';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Inline } from '../../primitives/Inline';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { Switch } from '../../primitives/Switch';
import { Tag } from '../../primitives/Tag';
import { color, radii, space } from '../../theme';

export interface ThemeScreenProps {
  themeColor: string;
  onThemeColorChange: (color: string) => void;
  isDark: boolean;
  onDarkChange: (isDark: boolean) => void;
}

/**
 * The template's theme page: the theme colour and a dark theme, switched at run time
 * through the CSS variables (the app applies them), with samples that follow at once.
 */
export function ThemeScreen({ themeColor, onThemeColorChange, isDark, onDarkChange }: ThemeScreenProps) {
  // The settings panel's swatches, named in the chrome's language (English in the template part).
  const t = useChromeText();
  return (
    <Page title="Theme" width="narrow">
      <Stack gap={4}>
        <Card title="Theme colour" headingLevel={2}>
          <Stack gap={3}>
            <Inline gap={2} role="group" aria-label="Theme colours">
              {THEME_SWATCHES.map((swatch) => (
                <Swatch
                  key={swatch.value}
                  type="button"
                  style={{ background: swatch.value }}
                  aria-label={t(swatch.name)}
                  aria-pressed={swatch.value.toLowerCase() === themeColor.toLowerCase()}
                  onClick={() => onThemeColorChange(swatch.value)}
                />
              ))}
            </Inline>
            <label>
              Any colour{' '}
              <input type="color" value={themeColor} onChange={(event) => onThemeColorChange(event.target.value)} />
            </label>
          </Stack>
        </Card>
        <Card title="Dark theme" headingLevel={2}>
          <Switch label="Dark theme" checked={isDark} onChange={onDarkChange} />
        </Card>
        <Card title="Samples" headingLevel={2}>
          <Inline gap={2}>
            <Button variant="primary">Primary</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="danger">Danger</Button>
            <Tag label="Tag" tone="primary" />
            <Tag label="Success" tone="success" />
            <Tag label="Warning" tone="warning" />
          </Inline>
        </Card>
      </Stack>
    </Page>
  );
}

const Swatch = styled.button`
  width: ${space[8]};
  height: ${space[8]};
  border: 2px solid ${color.surface};
  border-radius: ${radii.round};
  box-shadow: 0 0 0 1px ${color.borderStrong};
  cursor: pointer;
  &[aria-pressed='true'] {
    box-shadow: 0 0 0 2px ${color.text};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;
