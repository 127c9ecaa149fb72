import styled from 'styled-components';
import { Drawer } from '../../primitives/Drawer';
import { space } from '../../theme';
import { SettingsForm } from './SettingsForm';
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

/** spec §2: a right-hand panel with theme colour, tags view, fixed header and sidebar logo. */
export function SettingsPanel({ isOpen, onOpenChange, settings, onChange }: SettingsPanelProps) {
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} title="Einstellungen" side="right">
      <Padded>
        <SettingsForm settings={settings} onChange={onChange} />
      </Padded>
    </Drawer>
  );
}

const Padded = styled.div`
  padding: ${space[5]};
`;
