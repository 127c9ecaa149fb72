import { useRef } from 'react';
import styled from 'styled-components';
import { Card } from '../../primitives/Card';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { color } from '../../theme';
import { BackToTop } from './BackToTop';

export interface BackToTopScreenProps {
  /** Jumps instead of scrolling smoothly. Default: the person's reduced-motion setting. */
  reducedMotion?: boolean;
  /** Paragraphs of filler, so the page is long enough to scroll. */
  paragraphs?: number;
}

const TEXT =
  'Bark beetles breed under the bark of weakened spruces. After a dry summer a single tree can ' +
  'release thousands of beetles, so traps are emptied every week and the counts entered here.';

/** The template's back-to-top demo: a long page and the button that takes you back up. */
export function BackToTopScreen({ reducedMotion, paragraphs = 40 }: BackToTopScreenProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  return (
    <Page title="Back To Top" subtitle="Scroll down: a button appears after 300 px." titleRef={titleRef}>
      <Card title="A long page" headingLevel={2}>
        <Stack gap={3}>
          {Array.from({ length: paragraphs }, (_, index) => (
            <Paragraph key={index}>
              {index + 1}. {TEXT}
            </Paragraph>
          ))}
        </Stack>
      </Card>
      <BackToTop focusRef={titleRef} reducedMotion={reducedMotion} />
    </Page>
  );
}

const Paragraph = styled.p`
  margin: 0;
  color: ${color.text};
`;
