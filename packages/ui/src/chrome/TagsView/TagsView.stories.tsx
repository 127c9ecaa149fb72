import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChromeLocaleProvider } from '../../i18n';
import { tagRenderKey, type TagViewInput } from '../../model/tagsView';
import { color, fontSize, space } from '../../theme';
import { useStoryTags } from '../storyHarness';
import { manyViews, sampleViews, storyView } from '../storyData';
import { TagsView } from './TagsView';

/** The tags view wired to the reducer and the router, as the app wires it. */
function StatefulTagsView({ initialViews }: { initialViews: readonly TagViewInput[] }) {
  const { state, tagsViewProps } = useStoryTags({ initialViews });
  const location = useLocation();
  const active = state.views.find((v) => v.key === state.activeKey);
  return (
    <>
      <TagsView {...tagsViewProps} />
      <Status role="status" aria-label="Angezeigte Seite">
        {location.pathname}
        {location.search} · Ansicht {active ? tagRenderKey(active) : '–'}
      </Status>
    </>
  );
}

const meta = {
  title: 'Chrome/TagsView',
  component: TagsView,
  args: {
    views: [],
    activeKey: null,
    onRefresh: fn(),
    onClose: fn(),
    onCloseOthers: fn(),
    onCloseAll: fn(),
  },
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/users/index'] } },
  render: function Render() {
    return <StatefulTagsView initialViews={sampleViews} />;
  },
} satisfies Meta<typeof TagsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = () => screen.getByRole('navigation', { name: 'Geöffnete Seiten' });
const tagNames = () =>
  within(bar())
    .getAllByRole('link')
    .map((a) => a.textContent);
const activeTag = () =>
  within(bar())
    .getAllByRole('link')
    .find((a) => a.getAttribute('aria-current') === 'page');
const openMenuOn = async (name: string) => {
  fireEvent.contextMenu(within(bar()).getByRole('link', { name }));
  return screen.findByRole('menu', { name: `Aktionen für ${name}` });
};

export const Default: Story = {
  name: 'Standard',
  play: async () => {
    await expect(tagNames()).toEqual(['Dashboard', 'GIS', 'Nutzer', 'Nutzerdetails', 'Archiv', 'Profil']);
    await expect(activeTag()).toHaveTextContent('Nutzer');
    // Affix first and not closable; the others have a close button.
    await expect(within(bar()).queryByRole('button', { name: 'Dashboard schließen' })).toBeNull();
    await expect(within(bar()).getByRole('button', { name: 'GIS schließen' })).toBeInTheDocument();
  },
};

export const ContextMenuRefresh: Story = {
  name: 'Kontextmenü: Neu laden',
  play: async () => {
    const menu = await openMenuOn('Archiv');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Neu laden' }));
    await expect(screen.queryByRole('menu')).toBeNull();
    // Refresh shows that view with a new render key: only it remounts.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Angezeigte Seite' })).toHaveTextContent(
        '/verwaltung/rechnungen/archiv · Ansicht /verwaltung/rechnungen/archiv#1',
      ),
    );
    await expect(activeTag()).toHaveTextContent('Archiv');
  },
};

export const ContextMenuClose: Story = {
  name: 'Kontextmenü: Schließen',
  play: async () => {
    const menu = await openMenuOn('Nutzer');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Schließen' }));
    await expect(tagNames()).toEqual(['Dashboard', 'GIS', 'Nutzerdetails', 'Archiv', 'Profil']);
    // The active tag was closed: the last remaining one is shown.
    await waitFor(() => expect(activeTag()).toHaveTextContent('Profil'));
    await expect(screen.getByRole('status', { name: 'Angezeigte Seite' })).toHaveTextContent(
      '/profile/index?tab=experte',
    );
  },
};

export const ContextMenuCloseOthers: Story = {
  name: 'Kontextmenü: Andere schließen',
  play: async () => {
    const menu = await openMenuOn('GIS');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Andere schließen' }));
    // Waited for: the built Storybook (production React, no act()) renders it a task later.
    await waitFor(() => expect(tagNames()).toEqual(['Dashboard', 'GIS']));
    await waitFor(() => expect(activeTag()).toHaveTextContent('GIS'));
  },
};

export const ContextMenuCloseAll: Story = {
  name: 'Kontextmenü: Alle schließen',
  play: async () => {
    const menu = await openMenuOn('Archiv');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Alle schließen' }));
    await waitFor(() => expect(tagNames()).toEqual(['Dashboard']));
    await waitFor(() => expect(activeTag()).toHaveTextContent('Dashboard'));
  },
};

/** In the template part the chrome speaks English: the menu reads as requirements §2 names it. */
export const TemplatePartEnglish: Story = {
  name: 'Template-Teil auf Englisch',
  decorators: [
    (Story) => (
      <ChromeLocaleProvider locale="en">
        <Story />
      </ChromeLocaleProvider>
    ),
  ],
  play: async () => {
    const englishBar = screen.getByRole('navigation', { name: 'Opened pages' });
    fireEvent.contextMenu(within(englishBar).getByRole('link', { name: 'GIS' }));
    const menu = await screen.findByRole('menu', { name: 'Actions for GIS' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Refresh', 'Close', 'Close Others', 'Close All']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close Others' }));
    await expect(within(englishBar).getByRole('button', { name: 'Close GIS' })).toBeInTheDocument();
  },
};

/** An affix tag offers no 'Schließen'; Escape closes the menu and returns focus to the tag. */
export const AffixTagMenu: Story = {
  name: 'Menü eines festen Tags',
  play: async () => {
    const menu = await openMenuOn('Dashboard');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Neu laden', 'Andere schließen', 'Alle schließen']);
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('menu')).toBeNull();
    // Focus goes back when the menu's layer has gone, a task later in the built Storybook.
    await waitFor(() => expect(within(bar()).getByRole('link', { name: 'Dashboard' })).toHaveFocus());
  },
};

export const CloseButtonAndMiddleClick: Story = {
  name: 'Schließen per Knopf und Mittelklick',
  play: async () => {
    await userEvent.click(within(bar()).getByRole('button', { name: 'GIS schließen' }));
    await expect(tagNames()).toEqual(['Dashboard', 'Nutzer', 'Nutzerdetails', 'Archiv', 'Profil']);
    await userEvent.pointer({ keys: '[MouseMiddle]', target: within(bar()).getByRole('link', { name: 'Archiv' }) });
    await expect(tagNames()).toEqual(['Dashboard', 'Nutzer', 'Nutzerdetails', 'Profil']);
    // The middle button on an affix tag does nothing.
    await userEvent.pointer({ keys: '[MouseMiddle]', target: within(bar()).getByRole('link', { name: 'Dashboard' }) });
    await expect(tagNames()).toEqual(['Dashboard', 'Nutzer', 'Nutzerdetails', 'Profil']);
  },
};

/** Keyboard alone: Tab to a tag, Enter switches; Shift+F10 opens the menu, arrows and Enter pick an action. */
export const KeyboardOnly: Story = {
  name: 'Nur Tastatur',
  play: async () => {
    await userEvent.tab();
    await expect(within(bar()).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(bar()).getByRole('link', { name: 'GIS' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(activeTag()).toHaveTextContent('GIS'));
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: 'Aktionen für GIS' });
    await expect(within(menu).getByRole('menuitem', { name: 'Neu laden' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Andere schließen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(tagNames()).toEqual(['Dashboard', 'GIS']);
    await waitFor(() => expect(within(bar()).getByRole('link', { name: 'GIS' })).toHaveFocus());
  },
};

/** Two records of one page are two tags, told apart by their id. */
export const TwoRecordsOfOnePage: Story = {
  name: 'Zwei Datensätze einer Seite',
  parameters: { router: { initialEntries: ['/users/13'] } },
  render: function Render() {
    return (
      <StatefulTagsView
        initialViews={[
          { path: '/users/12', title: 'Nutzerdetails' },
          { path: '/users/13', title: 'Nutzerdetails' },
        ]}
      />
    );
  },
  play: async () => {
    await expect(tagNames()).toEqual(['Dashboard', 'Nutzerdetails 12', 'Nutzerdetails 13']);
    await expect(activeTag()).toHaveTextContent('Nutzerdetails 13');
  },
};

/** Twenty tags with long German titles overflow; the active (last) one is scrolled into view; the wheel scrolls sideways. */
export const TwentyTagsOverflowing: Story = {
  name: 'Zwanzig Tags laufen über',
  parameters: { router: { initialEntries: ['/verwaltung/rechnungen/2020'] } },
  render: function Render() {
    return <StatefulTagsView initialViews={manyViews} />;
  },
  play: async () => {
    const scroller = bar().firstElementChild as HTMLElement;
    await expect(tagNames()).toHaveLength(21);
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const visible = (el: HTMLElement) => {
      const box = scroller.getBoundingClientRect();
      const rect = el.getBoundingClientRect();
      return rect.left >= box.left && rect.right <= box.right;
    };
    const last = within(bar()).getByRole('link', { name: manyViews[19]?.title });
    await waitFor(() => expect(visible(last)).toBe(true));
    await expect(scroller.scrollLeft).toBeGreaterThan(0);
    const before = scroller.scrollLeft;
    fireEvent.wheel(scroller, { deltaY: -300 });
    await expect(scroller.scrollLeft).toBe(before - 300);
    await expect(visible(last)).toBe(false);
  },
};

/** A search box that writes each keystroke to the address, as a list page does (with replace). */
function SearchingTagsView() {
  const [params, setParams] = useSearchParams();
  // The field shows what is typed at once and the address follows, as the app's search fields
  // do (useSearchParamState): the router renders a navigation in a transition, so a field fed
  // from the address meets the next key with the value before the last one.
  const [text, setText] = useState(() => params.get('suche') ?? '');
  const navigate = useNavigate();
  return (
    <>
      <StatefulTagsView initialViews={[]} />
      <label>
        Suche{' '}
        <input
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setParams({ suche: e.target.value }, { replace: true });
          }}
        />
      </label>
      <button type="button" onClick={() => navigate('/dashboard?x=1')}>
        Dashboard mit Parameter
      </button>
    </>
  );
}

/**
 * Search text is state of the view, not a new view: typing keeps one 'Nutzer' tag, which
 * then links to the filtered address; the pinned Dashboard stays one tag with any query.
 */
export const SearchStaysInOneTag: Story = {
  name: 'Suche bleibt in einem Tag',
  render: function Render() {
    return <SearchingTagsView />;
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Suche' });
    await userEvent.type(box, 'Brand');
    // The address follows the search after the router's navigation, not with each key.
    await waitFor(() =>
      expect(within(bar()).getByRole('link', { name: 'Nutzer' })).toHaveAttribute('href', '/users/index?suche=Brand'),
    );
    await expect(tagNames()).toEqual(['Dashboard', 'Nutzer']);
    await expect(box).toHaveFocus();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dashboard mit Parameter' }));
    await waitFor(() => expect(activeTag()).toHaveTextContent('Dashboard'));
    await expect(tagNames()).toEqual(['Dashboard', 'Nutzer']);
  },
};

/** A record's long name is cut with an ellipsis; the tooltip (title) has it whole. */
export const LongRecordTitle: Story = {
  name: 'Langer Datensatztitel',
  parameters: { router: { initialEntries: ['/gis/index?karte=3'] } },
  render: function Render() {
    return (
      <StatefulTagsView
        initialViews={[{ ...storyView('/gis/index', '?karte=3'), title: `Karte ${'Dachsberg '.repeat(500).trim()}` }]}
      />
    );
  },
  play: async () => {
    const tag = within(bar()).getByRole('link', { name: /^Karte Dachsberg/ });
    await expect(tag).toHaveAttribute('title', `Karte ${'Dachsberg '.repeat(500).trim()}`);
    await expect(tag.getBoundingClientRect().width).toBeLessThan(400);
  },
};

/** The tags each role typically has open. */
const roleStory = (initialViews: TagViewInput[], initialEntry: string, expected: string[]): Story => ({
  parameters: { router: { initialEntries: [initialEntry] } },
  render: function Render() {
    return <StatefulTagsView initialViews={initialViews} />;
  },
  play: async () => {
    await expect(tagNames()).toEqual(expected);
  },
});

const profile = storyView('/profile/index');
const gis = storyView('/gis/index');

export const RoleCitizen: Story = {
  ...roleStory([profile], '/dashboard', ['Dashboard', 'Profil']),
  name: 'Rolle Standard-Nutzer',
};
export const RoleExpert: Story = {
  ...roleStory([gis, profile], '/gis/index', ['Dashboard', 'GIS', 'Profil']),
  name: 'Rolle Experte',
};
export const RoleExpertQuery: Story = {
  ...roleStory([], '/dashboard', ['Dashboard']),
  name: 'Rolle Expertenanfrage offen',
};
export const RoleAdmin: Story = {
  ...roleStory(sampleViews, '/users/12', ['Dashboard', 'GIS', 'Nutzer', 'Nutzerdetails', 'Archiv', 'Profil']),
  name: 'Rolle Administrator',
};
export const RoleNew: Story = { ...roleStory([], '/dashboard', ['Dashboard']), name: 'Rolle Neuer Nutzer' };

const Status = styled.p`
  margin: ${space[3]};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;
