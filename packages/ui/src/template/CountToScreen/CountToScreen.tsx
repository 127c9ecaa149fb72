import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { prefersReducedMotion } from '../../charts/chartEnv';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Grid } from '../../primitives/Grid';
import { Inline } from '../../primitives/Inline';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { TextField } from '../../primitives/TextField';
import { color, fontSize, fontWeights, space } from '../../theme';
import { formatCount } from './countTo';
import { useCountTo, type CountStatus } from './useCountTo';

export interface CountToScreenProps {
  /** Shows the end value at once instead of counting. Default: the person's reduced-motion setting. */
  reducedMotion?: boolean;
  /** Starts counting when the page opens, as the template does. */
  autoplay?: boolean;
}

interface Settings {
  start: string;
  end: string;
  duration: string;
  decimals: string;
  separator: string;
  prefix: string;
  suffix: string;
}

const INITIAL: Settings = {
  start: '0',
  end: '2017',
  duration: '4000',
  decimals: '0',
  separator: ',',
  prefix: '¥ ',
  suffix: ' rmb',
};

/** A number typed into a field, or the message why it is not one. */
function numberOf(text: string, isWhole = false): { value: number; error?: string } {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return { value: 0, error: 'Enter a number' };
  if (isWhole && (!Number.isInteger(value) || value < 0)) return { value: 0, error: 'Enter a whole number ≥ 0' };
  return { value };
}

const STATUS_TEXT: Record<CountStatus, string> = {
  idle: 'Not started',
  running: 'Counting',
  paused: 'Paused',
  done: 'Done',
};

/** The template's count-to demo: set the run and the format, then start, pause and resume. */
export function CountToScreen({ reducedMotion, autoplay = false }: CountToScreenProps) {
  const [isStill] = useState(() => reducedMotion ?? prefersReducedMotion());
  const [settings, setSettings] = useState(INITIAL);
  const start = numberOf(settings.start);
  const end = numberOf(settings.end);
  const duration = numberOf(settings.duration, true);
  const decimals = numberOf(settings.decimals, true);
  const isValid = !start.error && !end.error && !duration.error && !decimals.error && decimals.value <= 10;
  const count = useCountTo({ start: start.value, end: end.value, duration: duration.value }, isStill);
  const format = {
    decimals: decimals.error ? 0 : Math.min(decimals.value, 10),
    separator: settings.separator,
    decimal: '.',
    prefix: settings.prefix,
    suffix: settings.suffix,
  };
  const shown = formatCount(count.status === 'idle' ? start.value : count.value, format);

  useEffect(() => {
    if (autoplay) count.start();
    // Once, on opening: later changes of the settings wait for Start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const field = (key: keyof Settings, label: string, error?: string) => (
    <TextField
      label={label}
      value={settings[key]}
      error={error}
      onChange={(text) => setSettings((current) => ({ ...current, [key]: text }))}
    />
  );

  return (
    <Page title="Count To" subtitle="Counts to a number, easing out; at once when you asked for less motion.">
      <Stack gap={4}>
        <Card title="Result" headingLevel={2}>
          <Stack gap={3}>
            <Display aria-hidden="true">{shown}</Display>
            <Announcement role="status">
              {/* Not every frame: the number is read out whenever the count is not running. */}
              {count.status === 'running' ? STATUS_TEXT.running : `${STATUS_TEXT[count.status]}: ${shown}`}
            </Announcement>
            <Inline gap={2}>
              <Button variant="primary" onClick={count.start} disabled={!isValid}>
                Start
              </Button>
              <Button onClick={count.pause} disabled={count.status !== 'running'}>
                Pause
              </Button>
              <Button onClick={count.resume} disabled={count.status !== 'paused'}>
                Resume
              </Button>
            </Inline>
          </Stack>
        </Card>
        <Card title="Settings" headingLevel={2}>
          <Grid minColumnWidth="12rem" gap={3}>
            {field('start', 'Start value', start.error)}
            {field('end', 'End value', end.error)}
            {field('duration', 'Duration (ms)', duration.error)}
            {field('decimals', 'Decimals', decimals.error ?? (decimals.value > 10 ? 'At most 10' : undefined))}
            {field('separator', 'Separator')}
            {field('prefix', 'Prefix')}
            {field('suffix', 'Suffix')}
          </Grid>
        </Card>
      </Stack>
    </Page>
  );
}

const Display = styled.p`
  margin: 0;
  padding: ${space[2]} 0;
  color: ${color.primary};
  font-size: ${fontSize.xxl};
  font-weight: ${fontWeights.bold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Announcement = styled.p`
  margin: 0;
  color: ${color.textSecondary};
`;
