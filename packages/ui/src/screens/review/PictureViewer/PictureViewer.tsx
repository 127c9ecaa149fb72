import { useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import styled from 'styled-components';
import { FormError, type SaveFailure } from '../../../forms/FormError';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { EmptyState } from '../../../primitives/EmptyState';
import { ErrorState } from '../../../primitives/ErrorState';
import { IconButton } from '../../../primitives/IconButton';
import { Spinner } from '../../../primitives/Spinner';
import { describeServiceError } from '../../../model/contract/errors';
import type { QueryState } from '../../../model/queryState';
import { color, fontSize, radii, space } from '../../../theme';
import { clampView, zoomBy, type View } from './viewMath';

export interface Picture {
  filename: string;
  /** Where the file is served; null when it cannot be shown (the name still is). */
  url: string | null;
  /** Says what the picture shows, e.g. "Bild 1 von 3 zu Meldung 12: Buchdrucker". */
  alt: string;
}

export interface PictureViewerProps {
  /** The record's pictures, as one read. */
  pictures: QueryState<readonly Picture[]>;
  /**
   * Keeps only these files (a_update_bilder), after the person confirmed the removal; a
   * rejection is shown at the viewer with the choice kept. Left out, the set cannot be trimmed.
   */
  onSaveSelection?: (kept: string[]) => Promise<unknown>;
}

const START: View = { scale: 1, x: 0, y: 0 };
const PAN_STEP = 40;

const NO_PICTURES: readonly Picture[] = [];

/**
 * A record's pictures: one large with zoom (buttons, +/−, the wheel) and
 * pan (dragging, the arrow keys while zoomed), ←/→ to the neighbour while not zoomed, the
 * alt text on every picture, and a choice of pictures to keep.
 */
export function PictureViewer({ pictures: query, onSaveSelection }: PictureViewerProps) {
  const pictures = query.data ?? NO_PICTURES;
  const [index, setIndex] = useState(0);
  const [view, setView] = useState<View>(START);
  const [drag, setDrag] = useState<{ x: number; y: number } | null>(null);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [isConfirming, setConfirming] = useState(false);
  const [saveFailure, setSaveFailure] = useState<SaveFailure | null>(null);
  const names = pictures.map((p) => p.filename).join('|');
  const [seenNames, setSeenNames] = useState(names);
  if (seenNames !== names) {
    // Another picture set (another record, or the trimmed one): start at its first picture.
    setSeenNames(names);
    setIndex(0);
    setView(START);
    setRemoved(new Set());
    setSaveFailure(null);
  }

  if (query.isLoading) return <Spinner label="Bilder werden geladen …" placement="centre" />;
  if (query.error !== null)
    return (
      <ErrorState
        title="Die Bilder konnten nicht geladen werden."
        error={query.error}
        onRetry={query.onRetry}
        headingLevel={4}
      />
    );
  if (pictures.length === 0)
    return (
      <EmptyState
        icon="image"
        title="Keine Bilder"
        description="Zu dieser Meldung gibt es keine Bilder."
        headingLevel={4}
      />
    );

  const current = pictures[Math.min(index, pictures.length - 1)] as Picture;
  const show = (next: number) => {
    setIndex((next + pictures.length) % pictures.length);
    setView(START);
  };
  const zoom = (factor: number) => setView((v) => zoomBy(v, factor));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const pan = (dx: number, dy: number) => setView((v) => clampView({ ...v, x: v.x + dx, y: v.y + dy }));
    const zoomed = view.scale > 1;
    const actions: Record<string, () => void> = {
      '+': () => zoom(1.25),
      '=': () => zoom(1.25),
      '-': () => zoom(0.8),
      '0': () => setView(START),
      ArrowLeft: () => (zoomed ? pan(PAN_STEP, 0) : show(index - 1)),
      ArrowRight: () => (zoomed ? pan(-PAN_STEP, 0) : show(index + 1)),
      ArrowUp: () => zoomed && pan(0, PAN_STEP),
      ArrowDown: () => zoomed && pan(0, -PAN_STEP),
    };
    const action = actions[event.key];
    if (!action || event.ctrlKey || event.metaKey || event.altKey) return;
    // The viewer's keys are its own: the triage keys of the page must not act on them too.
    event.preventDefault();
    event.stopPropagation();
    action();
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => zoom(event.deltaY < 0 ? 1.1 : 0.9);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (view.scale <= 1) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ x: event.clientX - view.x, y: event.clientY - view.y });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setView((v) => clampView({ ...v, x: event.clientX - drag.x, y: event.clientY - drag.y }));
  };

  const kept = pictures.filter((p) => !removed.has(p.filename)).map((p) => p.filename);
  const removedLabels = pictures.flatMap((p, i) => (removed.has(p.filename) ? [`Bild ${i + 1} (${p.filename})`] : []));
  const remaining =
    kept.length === 0 ? 'kein Bild bleibt' : kept.length === 1 ? 'ein Bild bleibt' : `${kept.length} Bilder bleiben`;
  const toggle = (filename: string) =>
    setRemoved((set) => {
      const next = new Set(set);
      if (next.has(filename)) next.delete(filename);
      else next.add(filename);
      return next;
    });

  return (
    <Root>
      <Stage
        role="group"
        aria-roledescription="Bildbetrachter"
        aria-label={`${current.alt}. Zoom ${Math.round(view.scale * 100)} %. Pfeiltasten blättern oder verschieben, Plus und Minus zoomen, 0 setzt zurück.`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => setDrag(null)}
        $isZoomed={view.scale > 1}
      >
        {current.url ? (
          <img
            src={current.url}
            alt={current.alt}
            draggable={false}
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          />
        ) : (
          <Missing>
            {current.alt} (Datei {current.filename} nicht erreichbar)
          </Missing>
        )}
      </Stage>
      <Controls>
        <IconButton
          icon="chevronLeft"
          label="Vorheriges Bild"
          onClick={() => show(index - 1)}
          disabled={pictures.length < 2}
        />
        <Counter aria-live="polite">
          Bild {Math.min(index, pictures.length - 1) + 1} von {pictures.length}
        </Counter>
        <IconButton
          icon="chevronRight"
          label="Nächstes Bild"
          onClick={() => show(index + 1)}
          disabled={pictures.length < 2}
        />
        <IconButton icon="minus" label="Verkleinern" onClick={() => zoom(0.8)} disabled={view.scale <= 1} />
        <IconButton icon="plus" label="Vergrößern" onClick={() => zoom(1.25)} disabled={view.scale >= 4} />
        <IconButton
          icon="refresh"
          label="Ansicht zurücksetzen"
          onClick={() => setView(START)}
          disabled={view.scale === 1}
        />
      </Controls>
      <Thumbs aria-label="Bilder der Meldung">
        {pictures.map((picture, i) => (
          <li key={picture.filename}>
            <ThumbButton
              type="button"
              aria-current={i === index || undefined}
              onClick={() => show(i)}
              aria-label={`Bild ${i + 1} zeigen`}
            >
              {picture.url ? <img src={picture.url} alt="" /> : <span>{i + 1}</span>}
            </ThumbButton>
            {onSaveSelection ? (
              <Checkbox
                label={`Bild ${i + 1} behalten`}
                checked={!removed.has(picture.filename)}
                onChange={() => toggle(picture.filename)}
              />
            ) : null}
          </li>
        ))}
      </Thumbs>
      {onSaveSelection ? (
        <>
          <Button size="sm" icon="save" disabled={removed.size === 0} onClick={() => setConfirming(true)}>
            {removed.size === 0
              ? 'Bildauswahl speichern'
              : `Nur ${kept.length} von ${pictures.length} Bildern behalten`}
          </Button>
          {saveFailure ? <FormError {...saveFailure} /> : null}
          <ConfirmDialog
            isOpen={isConfirming}
            onOpenChange={setConfirming}
            tone="danger"
            title={removed.size === 1 ? 'Bild entfernen?' : `${removed.size} Bilder entfernen?`}
            message={`${removedLabels.join(', ')} ${removed.size === 1 ? 'wird' : 'werden'} aus der Meldung entfernt; ${remaining}. Das lässt sich nicht rückgängig machen.`}
            confirmLabel="Entfernen"
            onConfirm={async () => {
              setSaveFailure(null);
              try {
                await onSaveSelection(kept);
                setRemoved(new Set());
              } catch (error) {
                // Shown at the viewer, where the choice stays for another try; the dialog closes.
                setSaveFailure({
                  title: 'Die Bildauswahl wurde nicht gespeichert; Ihre Auswahl bleibt für einen neuen Versuch.',
                  problem: describeServiceError(error),
                });
              }
            }}
          />
        </>
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
`;

const Stage = styled.div<{ $isZoomed: boolean }>`
  position: relative;
  overflow: hidden;
  height: 18rem;
  border-radius: ${radii.md};
  background: ${color.surfaceMuted};
  display: flex;
  align-items: center;
  justify-content: center;
  cursor: ${(p) => (p.$isZoomed ? 'grab' : 'zoom-in')};
  touch-action: none;
  img {
    max-width: 100%;
    max-height: 100%;
    transform-origin: center;
    user-select: none;
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
  }
`;

const Missing = styled.p`
  padding: ${space[4]};
  color: ${color.textSecondary};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[1]};
`;

const Counter = styled.span`
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
  min-width: 6em;
  text-align: center;
`;

const Thumbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${space[1]};
    font-size: ${fontSize.sm};
  }
`;

const ThumbButton = styled.button`
  width: 4rem;
  height: 3rem;
  padding: 0;
  border: 1px solid ${color.border};
  border-radius: ${radii.sm};
  background: ${color.surface};
  cursor: pointer;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[aria-current='true'] {
    outline: 2px solid ${color.primary};
  }
`;
