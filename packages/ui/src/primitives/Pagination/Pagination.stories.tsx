import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChromeLocaleProvider } from '../../i18n';
import { Pagination } from './Pagination';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 3, pageSize: 20, total: 234, onPageChange: fn(), onPageSizeChange: fn() },
  // The app keeps page and size in the URL; stories keep them in state and report every change.
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    const [pageSize, setPageSize] = useState(args.pageSize);
    return (
      <Pagination
        {...args}
        page={page}
        pageSize={pageSize}
        onPageChange={(next) => {
          args.onPageChange(next);
          setPage(next);
        }}
        onPageSizeChange={
          args.onPageSizeChange &&
          ((next) => {
            args.onPageSizeChange?.(next);
            setPageSize(next);
            setPage(1);
          })
        }
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Seitennavigation' });
    await expect(nav).toHaveTextContent('Seite 3 von 12');
    await expect(nav).toHaveTextContent('234 Einträge');
    await expect(canvas.getByRole('button', { name: 'Seite 3' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(canvas.getByRole('button', { name: 'Nächste Seite' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(nav).toHaveTextContent('Seite 4 von 12');
    await expect(canvas.getByRole('button', { name: 'Seite 4' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Seite 3' })).not.toHaveAttribute('aria-current');

    await userEvent.click(canvas.getByRole('button', { name: 'Vorherige Seite' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);

    await userEvent.click(canvas.getByRole('button', { name: 'Seite 12' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await expect(canvas.getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
  },
};

export const FirstPage: Story = {
  name: 'Erste Seite',
  args: { page: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Seite 1' }));
    // Clicking the current page changes nothing.
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const MiddlePage: Story = {
  name: 'Seite in der Mitte',
  args: { page: 6 },
  play: async ({ canvasElement }) => {
    const pages = within(canvasElement)
      .getAllByRole('button', { name: /^Seite / })
      .map((button) => button.textContent);
    await expect(pages).toEqual(['1', '5', '6', '7', '12']);
  },
};

export const PageSize: Story = {
  name: 'Einträge pro Seite',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Einträge pro Seite' }), '50');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Seite 1 von 5');
  },
};

export const WithoutPageSize: Story = {
  name: 'Ohne Seitengröße',
  args: { onPageSizeChange: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};

export const SinglePage: Story = {
  name: 'Nur eine Seite',
  args: { page: 1, total: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Seite 1 von 1 · 1 Eintrag');
    await expect(canvas.getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
  },
};

export const Empty: Story = {
  name: 'Leer',
  args: { page: 1, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation')).toHaveTextContent('Seite 1 von 1 · 0 Einträge');
  },
};

export const ManyPages: Story = {
  name: 'Viele Seiten',
  args: { page: 1234, pageSize: 10, total: 25_000, label: 'Seiten der Sichtungen' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Seiten der Sichtungen' });
    await expect(nav).toHaveTextContent('Seite 1.234 von 2.500');
    await expect(nav).toHaveTextContent('25.000 Einträge');
  },
};

export const NarrowWidth: Story = {
  name: 'Schmal',
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
};

const Narrow = styled.div`
  max-width: 20rem;
`;

/** In the template part the built-in labels and numbers are English (through the chrome's translation layer). */
export const TemplatePartEnglish: Story = {
  name: 'Vorlagenteil auf Englisch',
  args: { page: 3, pageSize: 20, total: 2340 },
  decorators: [
    (Story) => (
      <ChromeLocaleProvider locale="en">
        <Story />
      </ChromeLocaleProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveTextContent('Page 3 of 117');
    await expect(nav).toHaveTextContent('2,340 entries');
    await expect(within(nav).getByRole('button', { name: 'Next page' })).toBeEnabled();
    await expect(within(nav).getByLabelText('Entries per page')).toHaveValue('20');
  },
};
