import { defaultThemeColor, mix } from '../../packages/ui/src/theme';

/**
 * A screen's guidance for designers, in German, at the top of its docs page: set as
 * `parameters: { leitfaden: { … } }` on the story file's meta.
 */
export interface GuidanceParameters {
  /** What the screen is for, in a sentence or two. */
  zweck: string;
  /** The roles that see it, as the navbar names them (e.g. "Administrator"). */
  rollen: string[];
  /** The part of the specification it implements (docs/requirements.md §…). */
  spezifikation: string;
  /** Do: how the screen is meant to be used or extended. */
  tun?: string[];
  /** Don't: what would break it for the people using it. */
  lassen?: string[];
}

/** The guidance block: purpose, roles, specification, do and don't. */
export function Guidance({ zweck, rollen, spezifikation, tun = [], lassen = [] }: GuidanceParameters) {
  return (
    <section aria-label="Leitfaden" className="sb-unstyled" style={guidanceStyle}>
      <p style={{ margin: 0 }}>{zweck}</p>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
        <dt style={termStyle}>Wer sieht es</dt>
        <dd style={{ margin: 0 }}>{rollen.join(', ')}</dd>
        <dt style={termStyle}>Spezifikation</dt>
        <dd style={{ margin: 0 }}>{spezifikation}</dd>
      </dl>
      {tun.length > 0 ? <Advice title="Tun" items={tun} /> : null}
      {lassen.length > 0 ? <Advice title="Lassen" items={lassen} /> : null}
    </section>
  );
}

function Advice({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <p style={{ ...termStyle, margin: 0 }}>{title}</p>
      <ul style={{ margin: '4px 0 0', paddingLeft: '20px' }}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

const termStyle = { fontWeight: 700 };

// The product's theme colour, as the app's light theme shows it: docs pages are always light.
const guidanceStyle = {
  display: 'grid',
  gap: '12px',
  margin: '16px 0 24px',
  padding: '16px',
  borderLeft: `4px solid ${defaultThemeColor}`,
  background: mix(defaultThemeColor, '#ffffff', 0.94),
  fontSize: '14px',
  lineHeight: 1.5,
};
