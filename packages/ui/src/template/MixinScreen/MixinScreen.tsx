import { useState } from 'react';
import styled, { css } from 'styled-components';
import { TEMPLATE_REPOSITORY_URL } from '../../model/routes/templateRoutes';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Checkbox } from '../../primitives/Checkbox';
import { DropdownMenu } from '../../primitives/DropdownMenu';
import { Grid } from '../../primitives/Grid';
import { Inline } from '../../primitives/Inline';
import { Page } from '../../primitives/Page';
import { Select } from '../../primitives/Select';
import { Stack } from '../../primitives/Stack';
import { Switch } from '../../primitives/Switch';
import { TextField } from '../../primitives/TextField';
import { color, controlHeight, fontWeights, radii, shadows, space, transitions } from '../../theme';
import { copyMessage, copyText, type ClipboardWriter } from '../shared';

export interface MixinScreenProps {
  /** The address the share menu shares. Default: this page's. */
  shareUrl?: string;
  /** The clipboard "Copy link" writes to; stories pass a fake. Default: the browser's. */
  clipboard?: ClipboardWriter;
  /** Opens a mail to share the link. Default: the browser's mail handler. */
  onMail?: (href: string) => void;
}

const SIZES = [
  { value: 'sm', label: 'Small' },
  { value: 'md', label: 'Medium' },
  { value: 'lg', label: 'Large' },
];

const HOVERS = [
  { effect: 'lift', title: 'Lift', text: 'A shadow grows under the card.' },
  { effect: 'fill', title: 'Fill', text: 'The theme colour fills the card.' },
  { effect: 'underline', title: 'Underline', text: 'A line slides in under the title.' },
] as const;

/**
 * The template's component-mixin demo: the small styled pieces (link buttons, inputs,
 * hover effects, a share menu), all from our primitives and tokens. The hover effects
 * show on keyboard focus too.
 */
export function MixinScreen({
  shareUrl,
  clipboard,
  onMail = (href) => window.location.assign(href),
}: MixinScreenProps) {
  const [name, setName] = useState('');
  const [search, setSearch] = useState('');
  const [size, setSize] = useState('md');
  const [isSubscribed, setIsSubscribed] = useState(true);
  const [isCompact, setIsCompact] = useState(false);
  const [status, setStatus] = useState('');
  const url = () => shareUrl ?? window.location.href;

  return (
    <Page title="Component Mixin" subtitle="Small styled pieces, built from the primitives.">
      <Stack gap={4}>
        <Card title="Buttons and link buttons" headingLevel={2}>
          <Inline gap={2}>
            <Button variant="primary">Primary</Button>
            <Button>Secondary</Button>
            <Button variant="danger">Danger</Button>
            <Button variant="text">Text</Button>
            <LinkButton href={TEMPLATE_REPOSITORY_URL} target="_blank" rel="noreferrer">
              Source code (opens in a new tab)
            </LinkButton>
          </Inline>
        </Card>
        <Card title="Inputs" headingLevel={2}>
          <Grid minColumnWidth="14rem" gap={3}>
            <TextField label="Name" value={name} onChange={setName} hint="As on the trap report." />
            <TextField label="Search" icon="search" isClearable value={search} onChange={setSearch} />
            <Select label="Size" options={SIZES} value={size} onChange={setSize} />
            <Stack gap={2}>
              <Checkbox label="Send me the weekly counts" checked={isSubscribed} onChange={setIsSubscribed} />
              <Switch label="Compact rows" checked={isCompact} onChange={setIsCompact} />
            </Stack>
          </Grid>
        </Card>
        <Card title="Hover effects" headingLevel={2}>
          <Grid minColumnWidth="12rem" gap={3}>
            {HOVERS.map((hover) => (
              <HoverTile key={hover.effect} href="#main-content" $effect={hover.effect}>
                <TileTitle>{hover.title}</TileTitle>
                <span>{hover.text}</span>
              </HoverTile>
            ))}
          </Grid>
        </Card>
        <Card title="Share menu" headingLevel={2}>
          <Stack gap={2} align="start">
            <DropdownMenu
              trigger={<Button icon="external">Share</Button>}
              items={[
                {
                  label: 'Copy link',
                  icon: 'link',
                  onSelect: async () => setStatus(copyMessage(await copyText(url(), clipboard), 'the link')),
                },
                {
                  label: 'Send by e-mail',
                  icon: 'mail',
                  onSelect: () => onMail(`mailto:?subject=Waldmonitor&body=${encodeURIComponent(url())}`),
                },
                { label: 'Print', icon: 'document', onSelect: () => window.print() },
              ]}
            />
            <Status role="status">{status}</Status>
          </Stack>
        </Card>
      </Stack>
    </Page>
  );
}

const LinkButton = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${controlHeight.md};
  padding: 0 ${space[3]};
  border: 1px solid ${color.primary};
  border-radius: ${radii.md};
  color: ${color.primary};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;
  transition: background ${transitions.fast};
  &:hover,
  &:focus-visible {
    background: ${color.primarySoft};
  }
`;

const effects = {
  lift: css`
    box-shadow: ${shadows.lg};
    transform: translateY(-${space[1]});
  `,
  fill: css`
    background: ${color.primary};
    color: ${color.textInverse};
  `,
  underline: css`
    & > span:first-child {
      background-size: 100% 2px;
    }
  `,
};

const TileTitle = styled.span`
  font-weight: ${fontWeights.semibold};
  background: linear-gradient(currentColor, currentColor) no-repeat left bottom / 0 2px;
  transition: background-size ${transitions.normal};
`;

const HoverTile = styled.a<{ $effect: keyof typeof effects }>`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding: ${space[4]};
  border: 1px solid ${color.border};
  border-radius: ${radii.lg};
  background: ${color.surface};
  box-shadow: ${shadows.sm};
  color: ${color.text};
  text-decoration: none;
  transition:
    box-shadow ${transitions.normal},
    transform ${transitions.normal},
    background ${transitions.normal},
    color ${transitions.normal};
  &:hover,
  &:focus-visible {
    ${(p) => effects[p.$effect]}
  }
`;

const Status = styled.p`
  min-height: 1.5em;
  margin: 0;
  color: ${color.text};
`;
