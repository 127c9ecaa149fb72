import { useId } from 'react';
import styled from 'styled-components';
import { useChromeText } from '../../i18n';
import { Icon } from '../../primitives/Icon';
import { Switch } from '../../primitives/Switch';
import { color, fontSize, fontWeights, palette, radii, space, visuallyHidden } from '../../theme';
import { THEME_SWATCHES, type LayoutSettings } from './settings';

export interface SettingsFormProps {
  settings: LayoutSettings;
  onChange: (next: LayoutSettings) => void;
}

/** The settings panel's controls: theme colour and the three layout switches. */
export function SettingsForm({ settings, onChange }: SettingsFormProps) {
  const t = useChromeText();
  const customId = useId();
  const set = <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) =>
    onChange({ ...settings, [key]: value });
  const chosen = settings.themeColor.toLowerCase();

  return (
    <Form onSubmit={(event) => event.preventDefault()}>
      <Group>
        <Legend>{t('settings.themeColour')}</Legend>
        <Swatches>
          {THEME_SWATCHES.map((swatch) => (
            <SwatchLabel key={swatch.value}>
              <Radio
                type="radio"
                name="theme-color"
                value={swatch.value}
                checked={chosen === swatch.value}
                onChange={() => set('themeColor', swatch.value)}
              />
              <Swatch style={{ background: swatch.value }} aria-hidden="true">
                {chosen === swatch.value ? <Icon name="check" /> : null}
              </Swatch>
              <Hidden>
                {t(swatch.name)} {swatch.value}
              </Hidden>
            </SwatchLabel>
          ))}
        </Swatches>
        <Custom>
          <ColorInput
            id={customId}
            type="color"
            value={chosen}
            onChange={(event) => set('themeColor', event.target.value)}
          />
          <label htmlFor={customId}>{t('settings.customColour')}</label>
          <Code>{chosen}</Code>
        </Custom>
      </Group>
      <Group>
        <Legend>{t('settings.layout')}</Legend>
        <Switches>
          <Switch
            label={t('settings.tagsView')}
            hint={t('settings.tagsViewHint')}
            checked={settings.tagsView}
            onChange={(on) => set('tagsView', on)}
          />
          <Switch
            label={t('settings.fixedHeader')}
            hint={t('settings.fixedHeaderHint')}
            checked={settings.fixedHeader}
            onChange={(on) => set('fixedHeader', on)}
          />
          <Switch
            label={t('settings.sidebarLogo')}
            hint={t('settings.sidebarLogoHint')}
            checked={settings.sidebarLogo}
            onChange={(on) => set('sidebarLogo', on)}
          />
        </Switches>
      </Group>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space[6]};
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${space[3]};
  padding: 0;
  font-size: ${fontSize.md};
  font-weight: ${fontWeights.semibold};
  color: ${color.text};
`;

const Swatches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

const SwatchLabel = styled.label`
  position: relative;
  cursor: pointer;
`;

const Radio = styled.input`
  ${visuallyHidden}
`;

const Swatch = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${space[8]};
  height: ${space[8]};
  border-radius: ${radii.md};
  /* The swatches are the fixed (dark) theme colours in either theme: their tick stays white. */
  color: ${palette.textInverse};
  ${Radio}:focus-visible + & {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
  ${Radio}:checked + & {
    box-shadow:
      0 0 0 calc(${space[1]} / 2) ${color.surface},
      0 0 0 ${space[1]} ${color.text};
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Custom = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  margin-top: ${space[3]};
`;

const ColorInput = styled.input`
  width: ${space[10]};
  height: ${space[8]};
  padding: 0;
  border: 1px solid ${color.borderStrong};
  border-radius: ${radii.md};
  background: ${color.surface};
  cursor: pointer;
`;

const Code = styled.code`
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const Switches = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`;
