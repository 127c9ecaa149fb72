/**
 * The editor's unsaved points as a local draft ("keep the editor's
 * unsaved points as a local draft per map until saved"). The editor only reports what is
 * unsaved and offers a draft it is given; where the draft is kept (the browser's storage)
 * is the app's business, so the editor stays free of storage.
 */
import { useEffect, useRef } from 'react';
import type { GeorefType } from '../../../model/domainValues';
import type { GcpRow } from '../../../model/georef/pointsFile';
import { maskToRows } from '../../../model/georef/scanMask';
import { isDirty, toGcpRows, type EditorState } from './editorState';

/** The unsaved part of the editor: the points in table order, the transformation type and the mask. */
export interface GeorefDraft {
  georef_typ: GeorefType;
  points: GcpRow[];
  /** As `karte.georef_maske`; absent in drafts kept before the mask existed. */
  georef_maske?: [number, number][] | null;
}

/** A draft as it was kept, with the moment it was last written (ISO 8601). */
export interface SavedGeorefDraft extends GeorefDraft {
  savedAt: string;
}

export interface LocalDraftBinding {
  /** A kept draft that differs from the saved points: offered to take back when the editor opens. */
  offered: SavedGeorefDraft | null;
  /**
   * After every change: what is unsaved now, or `null` once nothing is (saved, or undone
   * back to the saved state). Not called while a point is dragged, only at its release.
   */
  onChange: (draft: GeorefDraft | null) => void;
  /** The person threw the offered draft away. */
  onDiscard: () => void;
}

/**
 * Reports the unsaved state to `binding.onChange` once the person has changed something:
 * opening the editor reports nothing, so a kept draft is not replaced before it is offered.
 */
export function useDraftReport(state: EditorState, binding: LocalDraftBinding | undefined): void {
  const onChange = useRef(binding?.onChange);
  useEffect(() => {
    onChange.current = binding?.onChange;
  });
  const opened = useRef(state.present);
  const hasChanged = useRef(false);
  const isDragging = state.dragOrigin !== null;
  const dirty = isDirty(state);
  const { present } = state;
  useEffect(() => {
    if (present !== opened.current) hasChanged.current = true;
    if (!hasChanged.current || isDragging) return;
    onChange.current?.(
      dirty
        ? {
            georef_typ: present.georefType,
            points: toGcpRows(present.points),
            georef_maske: present.mask ? maskToRows(present.mask) : null,
          }
        : null,
    );
  }, [present, dirty, isDragging]);
}
