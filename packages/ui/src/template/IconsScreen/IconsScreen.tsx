import { useState } from 'react';
import styled from 'styled-components';
import { Icon, iconNames, type IconName } from '../../primitives/Icon';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { TextField } from '../../primitives/TextField';
import { color, fontSize, radii, space } from '../../theme';
import { copyMessage, copyText, type ClipboardWriter } from '../shared';

export interface IconsScreenProps {
  /** The clipboard to write to; stories pass a fake (or null for none). Default: the browser's. */
  clipboard?: ClipboardWriter;
}

const jsxOf = (name: IconName) => `<Icon name="${name}" />`;

/** Every icon of our set, searchable by name; a click copies its JSX and says so. */
export function IconsScreen({ clipboard }: IconsScreenProps) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = iconNames.filter((name) => name.toLowerCase().includes(needle));
  const copy = async (name: IconName) => {
    const outcome = await copyText(jsxOf(name), clipboard);
    setStatus(copyMessage(outcome, jsxOf(name)));
  };
  return (
    <Page title="Icons" subtitle={`${shown.length} of ${iconNames.length} icons`}>
      <Stack gap={4}>
        <TextField label="Search icons" icon="search" value={search} onChange={setSearch} isClearable />
        <Status role="status">{status}</Status>
        {shown.length === 0 ? <p>No icon is called like that.</p> : null}
        <IconGrid>
          {shown.map((name) => (
            <li key={name}>
              <Tile type="button" onClick={() => copy(name)} aria-label={`Copy ${name}`}>
                <Icon name={name} size="1.75em" />
                <span>{name}</span>
              </Tile>
            </li>
          ))}
        </IconGrid>
      </Stack>
    </Page>
  );
}

const Status = styled.p`
  min-height: 1.5em;
  margin: 0;
  color: ${color.text};
`;

const IconGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[2]};
  width: 100%;
  padding: ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${fontSize.sm};
  cursor: pointer;
  &:hover {
    color: ${color.primary};
    border-color: ${color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
  }
`;
