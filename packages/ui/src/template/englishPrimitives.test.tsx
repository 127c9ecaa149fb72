import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SettingsForm } from '../chrome/SettingsPanel/SettingsForm';
import { DEFAULT_LAYOUT_SETTINGS } from '../chrome/SettingsPanel/settings';
import { SidebarItem } from '../chrome/Sidebar/SidebarItem';
import { ChromeLocaleProvider } from '../i18n';
import { MessageItem } from '../primitives/Message/MessageItem';
import { Spinner } from '../primitives/Spinner';
import { Table } from '../primitives/Table';
import { TextField } from '../primitives/TextField';
import { ThemeScreen } from './ThemeScreen';

/** Umlauts, ß and the German words the shared primitives used to bring along. */
const GERMAN =
  /[äöüÄÖÜß]|\b(wird|werden|geladen|Seite|Zeile|Eintr\w*|öffnet|Tab\b|Meldung|Hinweis|Fehler|Erfolg|Warnung|Eingabe|löschen|Blau|Violett|Rostbraun|Moosgrün|Waldgrün|auswählen|schließen|Erneut)\b/;

/** Everything a person reads or hears: the text and the accessible names and hints. */
function readable(container: HTMLElement): string {
  const attributes = [...container.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((element) =>
    ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [container.textContent ?? '', ...attributes].join('\n');
}

function inTemplatePart(ui: ReactNode) {
  return render(
    <MemoryRouter>
      <ChromeLocaleProvider locale="en">{ui}</ChromeLocaleProvider>
    </MemoryRouter>,
  );
}

const noop = () => undefined;

describe('the shared primitives in the template part (English chrome)', () => {
  it('a loading table, its select-all checkbox and the spinner read English', () => {
    const { container } = inTemplatePart(
      <>
        <Spinner />
        <Table
          aria-label="Articles"
          columns={[{ key: 'title', header: 'Title', cell: (row: { id: number; title: string }) => row.title }]}
          rows={[{ id: 1, title: 'First article' }]}
          getRowId={(row) => row.id}
          onSelectionChange={noop}
        />
        <Table
          aria-label="Authors"
          columns={[{ key: 'name', header: 'Name', cell: (row: { id: number }) => row.id }]}
          rows={[]}
          getRowId={(row) => row.id}
          query={{ isLoading: true, error: null, onRetry: async () => undefined }}
        />
      </>,
    );
    // (happy-dom lays out no rows of the virtual list: the row checkboxes are the e2e test's.)
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBeInTheDocument();
    expect(screen.getAllByRole('status', { name: 'Loading …' }).length).toBeGreaterThan(0);
    expect(readable(container)).not.toMatch(GERMAN);
  });

  it('the external-link hint, the theme colours, a message and a clear button read English', () => {
    const { container } = inTemplatePart(
      <>
        <ul>
          <SidebarItem
            entry={{
              key: 'https://example.org',
              title: 'External Link',
              path: 'https://example.org',
              isExternal: true,
            }}
            depth={0}
            activeKey=""
            expandedKeys={new Set()}
            onToggle={noop}
            isCollapsed={false}
          />
        </ul>
        <SettingsForm settings={DEFAULT_LAYOUT_SETTINGS} onChange={noop} />
        <ThemeScreen themeColor="#1f5f99" onThemeColorChange={noop} isDark={false} onDarkChange={noop} />
        <MessageItem message={{ id: 'copied', type: 'success', text: 'Copied', duration: 0 }} onDismiss={noop} />
        <TextField label="Title" value="Draft" onChange={noop} isClearable />
      </>,
    );
    expect(screen.getByRole('link', { name: 'External Link (opens in a new tab)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Blue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear input' })).toBeInTheDocument();
    expect(readable(container)).not.toMatch(GERMAN);
  });
});
