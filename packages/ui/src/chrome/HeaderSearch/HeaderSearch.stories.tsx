import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TEMPLATE_ROLE, TEMPLATE_ROUTES, templateRoutesFor } from '../../model/routes';
import { HeaderSearch } from './HeaderSearch';
import { searchItems } from './searchItems';

const adminItems = searchItems(TEMPLATE_ROUTES);

const meta = {
  title: 'Chrome/HeaderSearch',
  component: HeaderSearch,
  args: { items: adminItems, onSelect: fn() },
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: a search button in the navbar. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('combobox', { name: 'Search' })).toHaveFocus();
  },
};

/** Results read "Parent > Page"; arrows move and Enter opens the page. */
export const KeyboardChoice: Story = {
  name: 'Auswahl per Tastatur',
  args: { defaultOpen: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.type(field, 'menu 1-2');
    const options = canvas.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toContain(
      'Nested Routes > Menu 1 > Menu 1-2 > Menu 1-2-1',
    );
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    const chosen = canvas.getAllByRole('option')[1]?.textContent;
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    const [item] = (args.onSelect as ReturnType<typeof fn>).mock.calls[0] as [{ title: string; trail: string[] }];
    await expect([...item.trail, item.title].join(' > ')).toBe(chosen);
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
  },
};

/** The editor's routes: the permission page is not among the results (requirements §6). */
export const EditorRoutes: Story = {
  name: 'Seiten für die Rolle Editor',
  args: { defaultOpen: true, items: searchItems(templateRoutesFor(TEMPLATE_ROUTES, [TEMPLATE_ROLE.editor])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'permission');
    const labels = canvas.getAllByRole('option').map((option) => option.textContent);
    await expect(labels).toContain('Permission > Directive Permission');
    await expect(labels).not.toContain('Permission > Page Permission');
  },
};

export const NoResults: Story = {
  name: 'Keine Treffer',
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'qqqqxz');
    await expect(canvas.getByRole('option')).toHaveTextContent('No results');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
  },
};

/** No pages at all (a role without any): every query finds nothing. */
export const Empty: Story = {
  name: 'Leer',
  args: { defaultOpen: true, items: [] },
};

/** Labels from the translation layer; long ones are kept on one line per result. */
export const LongText: Story = {
  name: 'Langer Text',
  args: {
    defaultOpen: true,
    labels: {
      search: 'Seiten durchsuchen',
      placeholder: 'Seitentitel oder Menügruppe eingeben',
      noResults: 'Keine Treffer',
    },
  },
};

export const Narrow: Story = {
  name: 'Schmal',
  args: { defaultOpen: true },
  globals: { viewport: { value: 'phone' } },
};
