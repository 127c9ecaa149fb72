import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '../../primitives/Card';
import { Grid } from '../../primitives/Grid';
import { Icon } from '../../primitives/Icon';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { color, space } from '../../theme';

export interface DocumentationLink {
  title: string;
  description: string;
  /** A path of the template part, or an external address (opens in a new tab). */
  to: string;
}

export interface DocumentationScreenProps {
  links: readonly DocumentationLink[];
}

const isExternal = (to: string) => /^https?:\/\//.test(to);

/** The template's documentation page (pinned): what this part shows and where to read more. */
export function DocumentationScreen({ links }: DocumentationScreenProps) {
  return (
    <Page title="Documentation">
      <Stack gap={4}>
        <p>
          This part of the shell carries the admin template&apos;s demo pages: a living catalogue of what the shell can
          do — its own sign-in and roles, menus built from one route table, views kept alive in tags, and the pages
          below.
        </p>
        <Grid minColumnWidth="16rem" gap={4}>
          {links.map((link) => (
            <Card key={link.to} title={link.title} headingLevel={2}>
              <Stack gap={2}>
                <span>{link.description}</span>
                {isExternal(link.to) ? (
                  <Anchor href={link.to} target="_blank" rel="noopener noreferrer">
                    {link.title} <Icon name="external" title="(opens in a new tab)" />
                  </Anchor>
                ) : (
                  <InternalLink to={link.to}>Open {link.title}</InternalLink>
                )}
              </Stack>
            </Card>
          ))}
        </Grid>
      </Stack>
    </Page>
  );
}

const Anchor = styled.a`
  display: inline-flex;
  gap: ${space[1]};
  align-items: center;
  color: ${color.primary};
`;

const InternalLink = styled(Link)`
  color: ${color.primary};
`;
