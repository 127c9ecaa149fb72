import type { ReactNode } from 'react';
import { Group, Panel, Separator, type PanelProps } from 'react-resizable-panels';
import styled from 'styled-components';
import { Page } from '../../primitives/Page';
import { color, fontSize, fontWeights, radii, space } from '../../theme';

export interface SplitPaneScreenProps {
  /** What the three panes show; by default their names. */
  left?: ReactNode;
  top?: ReactNode;
  bottom?: ReactNode;
}

/**
 * The split-pane demo page: left | right, the right split top / bottom. The separators
 * (react-resizable-panels) are focusable `role="separator"` elements with their value:
 * the arrow keys move them, Home and End push them to the limits, a drag works as well.
 */
export function SplitPaneScreen({ left, top, bottom }: SplitPaneScreenProps) {
  return (
    <Page title="SplitPane" subtitle="Drag a divider, or focus it with Tab and move it with the arrow keys.">
      <Frame>
        <Group orientation="horizontal">
          <Pane id="left" name="Left" defaultSize="30" minSize="15">
            {left}
          </Pane>
          <Divider aria-label="Resize the left and right panes" $orientation="vertical" />
          <Panel id="right" minSize="20">
            <Group orientation="vertical">
              <Pane id="top" name="Top" defaultSize="50" minSize="15">
                {top}
              </Pane>
              <Divider aria-label="Resize the top and bottom panes" $orientation="horizontal" />
              <Pane id="bottom" name="Bottom" minSize="15">
                {bottom}
              </Pane>
            </Group>
          </Panel>
        </Group>
      </Frame>
    </Page>
  );
}

/** A resizable panel holding a named region; it shows its name until it is given content. */
function Pane({ name, children, ...panel }: PanelProps & { name: string }) {
  return (
    <Panel {...panel}>
      <PaneBody aria-label={`${name} pane`} role="region">
        {children ?? <PaneName>{name}</PaneName>}
      </PaneBody>
    </Panel>
  );
}

const Frame = styled.div`
  height: 60vh;
  min-height: 18rem;
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  overflow: hidden;
  background: ${color.surface};
`;

const PaneBody = styled.section`
  box-sizing: border-box;
  height: 100%;
  padding: ${space[4]};
  overflow: auto;
`;

const PaneName = styled.p`
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeights.semibold};
  color: ${color.textSecondary};
`;

/** A divider the width of a border with a wider grip; the focus ring shows where the keyboard is. */
const Divider = styled(Separator)<{ $orientation: 'vertical' | 'horizontal' }>`
  flex-basis: ${space[2]};
  background: ${color.surfaceMuted};
  border: solid ${color.border};
  border-width: ${(p) => (p.$orientation === 'vertical' ? '0 1px' : '1px 0')};

  &:hover,
  &[data-separator='active'] {
    background: ${color.primarySoft};
  }

  &:focus-visible {
    outline: 2px solid ${color.primary};
    outline-offset: -2px;
  }
`;
