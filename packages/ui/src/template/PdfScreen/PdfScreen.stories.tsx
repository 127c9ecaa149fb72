import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryArticles } from '@waldmonitor/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../model/queryState';
import { PdfScreen } from './PdfScreen';

const ARTICLE = queryArticles({ page: 1, limit: 1, sort: '+id' }).items[0]!;

const meta = {
  title: 'Template/PDF (PdfScreen)',
  component: PdfScreen,
  args: { article: loadedQuery(ARTICLE), print: fn() },
} satisfies Meta<typeof PdfScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: ARTICLE.title })).toBeVisible();
    await expect(args.print).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.print).toHaveBeenCalledTimes(1);
  },
};

/** /pdf/download: the print dialog opens by itself, once. */
export const Download: Story = {
  args: { printWhenReady: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: ARTICLE.title })).toBeVisible();
    await waitFor(() => expect(args.print).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.print).toHaveBeenCalledTimes(1);
  },
};

/** Loading: nothing to print yet, so the print dialog waits. */
export const Loading: Story = {
  args: { article: loadingQuery(), printWhenReady: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the article …' })).toBeVisible();
    await expect(args.print).not.toHaveBeenCalled();
  },
};
export const Failed: Story = {
  args: { article: failedQuery(new Error('offline')) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'The article could not be loaded.' }),
    ).toBeVisible();
  },
};
export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
