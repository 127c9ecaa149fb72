import { Suspense } from 'react';
import styled from 'styled-components';
import { useChromeText } from '../../i18n';
import { Drawer } from '../../primitives/Drawer';
import { lazyLoad } from '../../hooks/lazyLoad';
import { space } from '../../theme';
import type { LayoutSettings } from './settings';

export interface SettingsPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  settings: LayoutSettings;
  /**
   * Every change, at once. The panel applies nothing itself: the caller keeps the
   * settings and applies the colour with `useThemeColor` (AppLayout does), so the panel
   * stays a pure component.
   */
  onChange: (next: LayoutSettings) => void;
}

/** The form loads with the drawer, when the panel is first opened. */
const SettingsForm = lazyLoad(() => import('./SettingsForm')).component((module) => module.SettingsForm);

/** Loads the panel's form ahead of the first opening (with the other overlays, when the browser is idle). */
export const preloadSettingsPanel = SettingsForm.preload;

/** requirements §2: a right-hand panel with theme colour, tags view, fixed header and sidebar logo. */
export function SettingsPanel({ isOpen, onOpenChange, settings, onChange }: SettingsPanelProps) {
  const t = useChromeText();
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} title={t('settings.title')} side="right">
      <Padded>
        <Suspense fallback={null}>
          <SettingsForm settings={settings} onChange={onChange} />
        </Suspense>
      </Padded>
    </Drawer>
  );
}

const Padded = styled.div`
  padding: ${space[5]};
`;
