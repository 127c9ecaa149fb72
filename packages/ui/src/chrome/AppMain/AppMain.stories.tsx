import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { mountedViews, type TagViewInput } from '../../model/tagsView';
import { renderStoryView, useStoryTags } from '../storyHarness';
import { sampleViews, storyView } from '../storyData';
import { TagsView } from '../TagsView';
import { AppMain } from './AppMain';

/** Tags and main area driven by the tags view reducer and the router, as the app drives them. */
function CachedViews({ initialViews, maxCached }: { initialViews: readonly TagViewInput[]; maxCached?: number }) {
  const { state, tagsViewProps } = useStoryTags({ initialViews, maxCached });
  return (
    <>
      <TagBar>
        <TagsView {...tagsViewProps} />
      </TagBar>
      <AppMain views={mountedViews(state)} renderView={renderStoryView} />
    </>
  );
}

/**
 * The tags stay in view when the page scrolls, as in the app's fixed header: a click on a tag
 * scrolled away would first bring it back into view (the focus scrolls), and so move the page.
 */
const TagBar = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
`;

/** Two maps: records of one page, told apart by the route's view parameter `karte`. */
const records: TagViewInput[] = [storyView('/gis/index', '?karte=12'), storyView('/gis/index', '?karte=13')];

const meta = {
  title: 'Chrome/AppMain',
  component: AppMain,
  args: { views: [], renderView: renderStoryView },
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/verwaltung/rechnungen/archiv'] } },
  render: function Render() {
    return <CachedViews initialViews={[...sampleViews, ...records]} />;
  },
} satisfies Meta<typeof AppMain>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = () => screen.getByRole('navigation', { name: 'Geöffnete Seiten' });
const openTag = (name: string) => userEvent.click(within(bar()).getByRole('link', { name }));
/** Hidden views are `display: none`, so role queries find the visible page's field only. */
const note = () => screen.getByRole('textbox', { name: /^Notiz zu/ });

export const Default: Story = {
  name: 'Standard',
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Archiv' })).toBeInTheDocument();
    await expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

/**
 * The cache proof: input typed on a third-level route survives a tag switch; two records
 * of one page keep separate input; Refresh remounts that view only, so its text is gone.
 */
export const KeepsInputPerViewUntilRefresh: Story = {
  name: 'Eingabe je Ansicht bis Neuladen',
  play: async () => {
    await userEvent.type(note(), 'Mahnung vorbereiten');
    await openTag('GIS');
    await expect(note()).toHaveAccessibleName('Notiz zu GIS');
    await expect(note()).toHaveValue('');
    await openTag('Archiv');
    await expect(note()).toHaveValue('Mahnung vorbereiten');

    await openTag('GIS 12');
    await userEvent.type(note(), 'Anruf am Montag');
    await openTag('GIS 13');
    await expect(note()).toHaveAccessibleName('Notiz zu GIS (karte=13)');
    await expect(note()).toHaveValue('');
    await userEvent.type(note(), 'Adresse prüfen');
    await openTag('GIS 12');
    await expect(note()).toHaveValue('Anruf am Montag');

    await openTag('Archiv');
    fireEvent.contextMenu(within(bar()).getByRole('link', { name: 'Archiv' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Neu laden' }));
    await waitFor(() => expect(note()).toHaveValue(''));
    // Only the refreshed view remounted.
    await openTag('GIS 13');
    await expect(note()).toHaveValue('Adresse prüfen');
  },
};

/** Switching tags keeps each view's scroll position. */
export const KeepsScrollPosition: Story = {
  name: 'Scrollposition bleibt',
  play: async () => {
    const scroller = document.scrollingElement as HTMLElement;
    scroller.scrollTop = 400;
    await waitFor(() => expect(scroller.scrollTop).toBe(400));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await openTag('GIS');
    await waitFor(() => expect(scroller.scrollTop).toBe(0));
    await openTag('Archiv');
    await waitFor(() => expect(scroller.scrollTop).toBe(400));
  },
};

/** A noCache view (the Dashboard) is never kept: its input is gone after a switch. */
export const NoCacheViewIsNotKept: Story = {
  name: 'Ansicht ohne Cache bleibt nicht',
  parameters: { router: { initialEntries: ['/dashboard'] } },
  play: async () => {
    await userEvent.type(note(), 'Nur kurz');
    await openTag('GIS');
    await openTag('Dashboard');
    await expect(note()).toHaveValue('');
  },
};

/** With at most two kept views, the least recently used one loses its input. */
export const CappedCache: Story = {
  name: 'Begrenzter Cache',
  render: function Render() {
    return <CachedViews initialViews={sampleViews} maxCached={2} />;
  },
  play: async () => {
    await userEvent.type(note(), 'Erster Eintrag');
    await openTag('GIS');
    await openTag('Nutzer');
    await openTag('Archiv');
    await expect(note()).toHaveValue('');
  },
};
