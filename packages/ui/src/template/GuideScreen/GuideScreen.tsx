import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Inline } from '../../primitives/Inline';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { color, space } from '../../theme';

export interface GuideStep {
  title: string;
  text: string;
  /** A CSS selector of the shell element the step points at; a step whose element is not there is only told. */
  target: string;
}

export interface GuideScreenProps {
  steps: readonly GuideStep[];
}

/**
 * The template's guide (driver.js there): a step-by-step tour of the shell. Each step
 * outlines its element and scrolls it into view; the text says what it does.
 */
export function GuideScreen({ steps }: GuideScreenProps) {
  const [index, setIndex] = useState<number | null>(null);
  const step = index === null ? undefined : steps[index];

  useEffect(() => {
    if (!step) return;
    const element = document.querySelector<HTMLElement>(step.target);
    if (!element) return;
    const previous = { outline: element.style.outline, offset: element.style.outlineOffset };
    element.style.outline = `2px solid ${color.focus}`;
    element.style.outlineOffset = space[1];
    element.scrollIntoView?.({ block: 'nearest' });
    return () => {
      element.style.outline = previous.outline;
      element.style.outlineOffset = previous.offset;
    };
  }, [step]);

  return (
    <Page title="Guide" width="narrow">
      <Stack gap={4}>
        <p>The guide walks through the parts of the shell: where the menu is, how tags keep pages, where to search.</p>
        {step && index !== null ? (
          <Card title={`Step ${index + 1} of ${steps.length}: ${step.title}`} headingLevel={2}>
            <Stack gap={3}>
              <Text aria-live="polite">{step.text}</Text>
              <Inline gap={2}>
                <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
                  Previous
                </Button>
                {index < steps.length - 1 ? (
                  <Button onClick={() => setIndex(index + 1)}>Next</Button>
                ) : (
                  <Button onClick={() => setIndex(null)}>Done</Button>
                )}
                <Button variant="text" onClick={() => setIndex(null)}>
                  Close
                </Button>
              </Inline>
            </Stack>
          </Card>
        ) : (
          <div>
            <Button icon="info" onClick={() => setIndex(0)}>
              Show Guide
            </Button>
          </div>
        )}
      </Stack>
    </Page>
  );
}

const Text = styled.p`
  margin: 0;
  color: ${color.text};
`;
