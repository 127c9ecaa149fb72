import { useState } from 'react';
import styled from 'styled-components';
import { Card } from '../../primitives/Card';
import { Page } from '../../primitives/Page';
import type { SelectOption } from '../../primitives/Select';
import { Stack } from '../../primitives/Stack';
import { color } from '../../theme';
import { DragSelect } from './DragSelect';

const SPECIES: readonly SelectOption[] = [
  { value: 'typographus', label: 'Ips typographus' },
  { value: 'chalcographus', label: 'Pityogenes chalcographus' },
  { value: 'piniperda', label: 'Tomicus piniperda' },
  { value: 'lineatum', label: 'Trypodendron lineatum' },
  { value: 'sexdentatus', label: 'Ips sexdentatus' },
];

export interface DragSelectScreenProps {
  /** The species chosen at first, in order. */
  initialValue?: readonly string[];
}

/** The template's drag-select: choose several species, then put them in order. */
export function DragSelectScreen({
  initialValue = ['typographus', 'chalcographus', 'piniperda'],
}: DragSelectScreenProps) {
  const [value, setValue] = useState<string[]>([...initialValue]);
  const labels = value.map((v) => SPECIES.find((option) => option.value === v)?.label ?? v);
  return (
    <Page title="Drag Select" subtitle="Drag a chosen tag onto another, or use its arrow buttons, to change the order.">
      <Card title="Beetle species" headingLevel={2}>
        <Stack gap={3}>
          <DragSelect label="Species" options={SPECIES} value={value} onChange={setValue} />
          <Order>Order: {labels.length > 0 ? labels.join(', ') : 'nothing chosen'}</Order>
        </Stack>
      </Card>
    </Page>
  );
}

const Order = styled.p`
  margin: 0;
  color: ${color.textSecondary};
`;
