import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { TemplateTransaction, TemplateUserInfo } from '../../model/contract/templateApi';
import {
  BAR_CHART_DATA,
  DASHBOARD_PANELS,
  PIE_CHART_DATA,
  RADAR_CHART_DATA,
  lineChartData,
  type DashboardPanel,
  type TemplateChartData,
} from '../../model/template/dashboard';
import type { TodoItem } from '../../model/template/todos';
import { Card } from '../../primitives/Card';
import { Grid } from '../../primitives/Grid';
import { Icon, type IconName } from '../../primitives/Icon';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { Table, type Column } from '../../primitives/Table';
import { Tag } from '../../primitives/Tag';
import { color, fontSize, fontWeights, radii, shadows, space, visuallyHidden } from '../../theme';
import { TodoList } from '../TodoList';
import { CountUp } from './CountUp';
import type { QueryState } from '../../model/queryState';

export type TemplateChartKind = 'line' | 'radar' | 'pie' | 'bar';

export interface DashboardScreenProps {
  /** The template: admins get the panels and charts; everybody else the profile card. */
  variant: 'admin' | 'editor';
  user: TemplateUserInfo;
  /** Draws a chart; the app loads the charts lazily (`@waldmonitor/ui/charts`). */
  renderChart: (kind: TemplateChartKind, data: TemplateChartData) => ReactNode;
  /** The last transactions, as one read. */
  transactions: QueryState<readonly TemplateTransaction[]>;
  todos: readonly TodoItem[];
  onTodosChange: (todos: TodoItem[]) => void;
}

const number = new Intl.NumberFormat('en-US');
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const TRANSACTION_COLUMNS: Column<TemplateTransaction>[] = [
  { key: 'order', header: 'Order No', cell: (t) => t.order_no },
  { key: 'price', header: 'Price', cell: (t) => money.format(t.price), align: 'end', width: '8rem' },
  {
    key: 'status',
    header: 'Status',
    width: '7rem',
    cell: (t) => <Tag label={t.status} tone={t.status === 'success' ? 'success' : 'warning'} />,
  },
];

function ProfileCard({ user }: { user: TemplateUserInfo }) {
  return (
    <Card title="Your profile" headingLevel={2}>
      <Profile>
        {user.avatar ? <Avatar src={user.avatar} alt="" /> : <Icon name="user" size="4em" />}
        <Stack gap={1}>
          <Name>{user.name}</Name>
          <span>Roles: {user.roles.join(', ')}</span>
          <span>{user.introduction}</span>
        </Stack>
      </Profile>
    </Card>
  );
}

/** The template's dashboard: the admin's panels, charts, transactions and to-dos; the editor's profile card. */
export function DashboardScreen({
  variant,
  user,
  renderChart,
  transactions,
  todos,
  onTodosChange,
}: DashboardScreenProps) {
  const [panel, setPanel] = useState<DashboardPanel>('newVisits');
  if (variant === 'editor') {
    return (
      <Page title="Dashboard" width="narrow">
        <ProfileCard user={user} />
      </Page>
    );
  }
  return (
    <Page title="Dashboard">
      <Stack gap={5}>
        <Grid minColumnWidth="12rem" gap={4} role="group" aria-label="Show in the line chart">
          {DASHBOARD_PANELS.map((item) => (
            <Panel key={item.key} type="button" aria-pressed={panel === item.key} onClick={() => setPanel(item.key)}>
              <Icon name={item.icon as IconName} size="2.5em" />
              <PanelText>
                <span>{item.label}</span>
                <Count>
                  <CountUp value={item.value} />
                  <FinalValue>{number.format(item.value)}</FinalValue>
                </Count>
              </PanelText>
            </Panel>
          ))}
        </Grid>
        {renderChart('line', lineChartData(panel))}
        <Grid minColumnWidth="18rem" gap={4} alignItems="start">
          {renderChart('radar', RADAR_CHART_DATA)}
          {renderChart('pie', PIE_CHART_DATA)}
          {renderChart('bar', BAR_CHART_DATA)}
        </Grid>
        <Grid minColumnWidth="20rem" gap={4} alignItems="start">
          <Card title="Transactions" headingLevel={2} padding="none">
            <Table
              aria-label="Last transactions"
              columns={TRANSACTION_COLUMNS}
              rows={transactions.data ?? []}
              getRowId={(t) => t.order_no}
              query={transactions}
              emptyMessage="No transactions."
              maxHeight="24rem"
            />
          </Card>
          <TodoList todos={todos} onChange={onTodosChange} />
        </Grid>
      </Stack>
    </Page>
  );
}

const Panel = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  padding: ${space[5]};
  border: 1px solid ${color.border};
  border-radius: ${radii.lg};
  background: ${color.surface};
  color: ${color.primary};
  box-shadow: ${shadows.sm};
  cursor: pointer;
  font: inherit;
  &[aria-pressed='true'] {
    border-color: ${color.primary};
    background: ${color.primarySoft};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
  }
`;

const PanelText = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  color: ${color.textSecondary};
  font-weight: ${fontWeights.semibold};
`;

const Count = styled.span`
  color: ${color.text};
  font-size: ${fontSize.xl};
`;

/** The count's final value for screen readers: the animated digits are decorative. */
const FinalValue = styled.span`
  ${visuallyHidden}
`;

const Profile = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[4]};
`;

const Avatar = styled.img`
  width: ${space[12]};
  height: ${space[12]};
  border-radius: ${radii.round};
`;

const Name = styled.strong`
  font-size: ${fontSize.lg};
`;
