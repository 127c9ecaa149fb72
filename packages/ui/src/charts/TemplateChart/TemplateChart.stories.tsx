import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BAR_CHART_DATA, PIE_CHART_DATA, RADAR_CHART_DATA, lineChartData } from '../../model/template/dashboard';
import { TemplateChart } from './TemplateChart';

const meta = {
  title: 'Template/Charts/Chart (TemplateChart)',
  component: TemplateChart,
  args: { kind: 'line', data: lineChartData('newVisits'), animate: false },
} satisfies Meta<typeof TemplateChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'New Visits this week' })).toBeInTheDocument();
    await expect(canvas.getByRole('row', { name: 'Mon 100 120' })).toBeInTheDocument();
  },
};

export const Radar: Story = { args: { kind: 'radar', data: RADAR_CHART_DATA } };
export const Pie: Story = { args: { kind: 'pie', data: PIE_CHART_DATA } };
export const Bar: Story = { args: { kind: 'bar', data: BAR_CHART_DATA } };
export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
