import type { CSSProperties, ReactNode } from 'react';
import { Icon, iconNames } from '../../packages/ui/src/primitives/Icon';
import {
  contrastRatio,
  darkPalette,
  darkThemeShades,
  fontFamily,
  fontSizes,
  fontWeights,
  layout,
  lineHeights,
  palette,
  radii,
  shadows,
  space,
  themeShades,
  UI_SIZES,
  type PaletteKey,
} from '../../packages/ui/src/theme';
import { contrastVerdict } from './contrast';

/**
 * The foundations pages (Grundlagen) read the theme tokens themselves: a changed token
 * shows here with the next build, nothing is copied by hand.
 */

const cell: CSSProperties = { padding: '6px 10px', borderBottom: '1px solid #d0d7de', textAlign: 'left' };
const mono: CSSProperties = { fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 13 };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} style={cell} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Swatch({ value }: { value: string }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 40,
        height: 24,
        borderRadius: 4,
        border: '1px solid #8896a4',
        background: value,
        verticalAlign: 'middle',
      }}
    />
  );
}

/** Against which background a palette colour is meant to be read. */
const READ_ON: Partial<Record<PaletteKey, PaletteKey>> = {
  text: 'surface',
  textSecondary: 'surface',
  textDisabled: 'surface',
  primary: 'surface',
  menuText: 'menuBg',
  menuActiveText: 'menuBg',
  textInverse: 'primary',
  border: 'surface',
  borderStrong: 'surface',
  focus: 'surface',
  success: 'successBg',
  info: 'infoBg',
  warning: 'warningBg',
  danger: 'dangerBg',
};

const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/** Every palette colour, light and dark, with the contrast to the background it is read on. */
export function ColorTable({ dark = false }: { dark?: boolean }) {
  const colours: Record<string, string> = dark
    ? { ...palette, ...darkPalette, primary: darkThemeShades(palette.primary).primary }
    : { ...palette };
  return (
    <Table head={['Token', 'Farbe', 'Wert', 'gelesen auf', 'Kontrast', 'WCAG']}>
      {Object.entries(colours).map(([key, value]) => {
        const on = READ_ON[key as PaletteKey];
        const ground = on ? colours[on] : undefined;
        const ratio = ground && isHex(value) && isHex(ground) ? contrastRatio(value, ground) : undefined;
        return (
          <tr key={key}>
            <td style={{ ...cell, ...mono }}>color.{key}</td>
            <td style={cell}>
              <Swatch value={value} />
            </td>
            <td style={{ ...cell, ...mono }}>{value}</td>
            <td style={{ ...cell, ...mono }}>{on ?? '–'}</td>
            <td style={cell}>{ratio ? `${ratio.toFixed(2)} : 1` : '–'}</td>
            <td style={cell}>{ratio ? contrastVerdict(ratio) : '–'}</td>
          </tr>
        );
      })}
    </Table>
  );
}

/**
 * The shades derived from a theme colour (the settings panel's choices), light and dark, each
 * with its contrast to the text on its fill (`textInverse`) and, in dark, to the surface it
 * is read on as text.
 */
export function ThemeShades({ themeColor = palette.primary }: { themeColor?: string }) {
  const dark = darkThemeShades(themeColor);
  const darkInverse = darkPalette.textInverse ?? palette.textInverse;
  const darkSurface = darkPalette.surface ?? palette.surface;
  return (
    <Table head={['Ton', 'Hell', 'Kontrast zu Weiß', 'Dunkel', 'Kontrast zu textInverse', 'als Text auf surface']}>
      {Object.entries(themeShades(themeColor)).map(([key, value]) => {
        const darkValue = dark[key as keyof typeof dark];
        return (
          <tr key={key}>
            <td style={{ ...cell, ...mono }}>color.{key}</td>
            <td style={{ ...cell, ...mono }}>
              <Swatch value={value} /> {value}
            </td>
            <td style={cell}>{contrastRatio(value, palette.textInverse).toFixed(2)} : 1</td>
            <td style={{ ...cell, ...mono }}>
              <Swatch value={darkValue} /> {darkValue}
            </td>
            <td style={cell}>{contrastRatio(darkValue, darkInverse).toFixed(2)} : 1</td>
            <td style={cell}>
              {key === 'primarySoft' ? '–' : `${contrastRatio(darkValue, darkSurface).toFixed(2)} : 1`}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

const SAMPLE = 'Käferfund am Nordhang gemeldet';

/** The type scale of every UI size, in the product's font. */
export function TypeScale() {
  const steps = Object.keys(fontSizes.medium) as (keyof (typeof fontSizes)['medium'])[];
  return (
    <>
      <p style={{ fontSize: 14 }}>
        Schrift: <code>{fontFamily}</code>; Zeilenhöhe {lineHeights.normal} (Fließtext) und {lineHeights.tight}{' '}
        (Überschriften); Gewichte{' '}
        {Object.entries(fontWeights)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}
        .
      </p>
      <Table head={['Token', ...UI_SIZES, 'Beispiel (medium)']}>
        {steps.map((step) => (
          <tr key={step}>
            <td style={{ ...cell, ...mono }}>fontSize.{step}</td>
            {UI_SIZES.map((size) => (
              <td key={size} style={{ ...cell, ...mono }}>
                {fontSizes[size][step]}
              </td>
            ))}
            <td style={{ ...cell, fontFamily, fontSize: fontSizes.medium[step], lineHeight: lineHeights.tight }}>
              {SAMPLE}
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/** The spacing scale as bars of their width. */
export function SpacingScale() {
  return (
    <Table head={['Token', 'Wert', '']}>
      {Object.entries(space).map(([key, value]) => (
        <tr key={key}>
          <td style={{ ...cell, ...mono }}>space[{key}]</td>
          <td style={{ ...cell, ...mono }}>{value}</td>
          <td style={cell}>
            <span style={{ display: 'inline-block', height: 12, width: value, background: palette.primary }} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Corner radii and shadows as samples. */
export function RadiiAndShadows() {
  const box: CSSProperties = {
    width: 64,
    height: 40,
    background: palette.surface,
    border: `1px solid ${palette.border}`,
  };
  return (
    <>
      <Table head={['Token', 'Wert', 'Beispiel']}>
        {Object.entries(radii).map(([key, value]) => (
          <tr key={key}>
            <td style={{ ...cell, ...mono }}>radii.{key}</td>
            <td style={{ ...cell, ...mono }}>{value}</td>
            <td style={cell}>
              <div style={{ ...box, borderRadius: value }} />
            </td>
          </tr>
        ))}
      </Table>
      <br />
      <Table head={['Token', 'Wert', 'Beispiel']}>
        {Object.entries(shadows).map(([key, value]) => (
          <tr key={key}>
            <td style={{ ...cell, ...mono }}>shadows.{key}</td>
            <td style={{ ...cell, ...mono }}>{value}</td>
            <td style={{ ...cell, padding: 16 }}>
              <div style={{ ...box, border: 'none', boxShadow: value }} />
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/** The breakpoints and fixed layout sizes, and the viewport presets of the toolbar. */
export function Breakpoints() {
  return (
    <Table head={['Token', 'Wert', 'Bedeutung']}>
      <tr>
        <td style={{ ...cell, ...mono }}>layout.mobileBreakpoint</td>
        <td style={{ ...cell, ...mono }}>{layout.mobileBreakpoint}px</td>
        <td style={cell}>
          Darunter wird die Seitenleiste zur Schublade (<code>media.mobile</code>), ab hier steht sie (
          <code>media.desktop</code>).
        </td>
      </tr>
      {Object.entries(layout)
        .filter(([key]) => key !== 'mobileBreakpoint')
        .map(([key, value]) => (
          <tr key={key}>
            <td style={{ ...cell, ...mono }}>layout.{key}</td>
            <td style={{ ...cell, ...mono }}>{value}</td>
            <td style={cell}>feste Größe der Oberfläche</td>
          </tr>
        ))}
    </Table>
  );
}

/** Every icon with the name `Icon` takes. */
export function IconGallery() {
  return (
    <ul
      style={{
        listStyle: 'none',
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 12,
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 6,
            padding: 8,
            color: palette.text,
          }}
        >
          <Icon name={name} size="28px" />
          <code style={mono}>{name}</code>
        </li>
      ))}
    </ul>
  );
}
