import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { FormField } from '../../primitives/FormField';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { color, fontSize, space } from '../../theme';
import {
  ZOOM_MAX,
  ZOOM_MIN,
  centredCrop,
  cropAfterKey,
  cropInPercent,
  moveCrop,
  zoomCrop,
  type CropSquare,
  type ImageSize,
} from './cropMath';

/** Side of the cropped avatar in pixels. */
export const AVATAR_SIZE = 200;

export interface CropDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The chosen image (an object URL). */
  imageUrl: string | null;
  /** The square avatar as a PNG data URL. */
  onApply: (dataUrl: string) => void;
}

/** Draws the square of the image onto a canvas of the avatar's size. */
function cropToDataUrl(image: HTMLImageElement, crop: CropSquare): string {
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  canvas.getContext('2d')?.drawImage(image, crop.x, crop.y, crop.size, crop.size, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
  return canvas.toDataURL('image/png');
}

/**
 * Crops the chosen image to a square: the square is a button that moves by dragging or
 * by the arrow keys (Shift for larger steps); the zoom slider makes it smaller or larger
 * around its centre. The screen keys it by the image, so a new image starts afresh.
 */
export function CropDialog({ isOpen, onOpenChange, imageUrl, onApply }: CropDialogProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const hintId = useId();
  const [size, setSize] = useState<ImageSize | null>(null);
  const [crop, setCrop] = useState<CropSquare | null>(null);
  const [zoom, setZoom] = useState(ZOOM_MIN);
  const drag = useRef<{ x: number; y: number; from: CropSquare } | null>(null);

  const loaded = () => {
    const image = imageRef.current;
    if (!image) return;
    const natural = { width: image.naturalWidth, height: image.naturalHeight };
    setSize(natural);
    setCrop(centredCrop(natural));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!size || !crop) return;
    const next = cropAfterKey(crop, size, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    setCrop(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (!crop) return;
    // Captured, the square keeps following the pointer outside its own box.
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not track (a synthetic one) moves the square all the same.
    }
    drag.current = { x: event.clientX, y: event.clientY, from: crop };
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = drag.current;
    const shown = imageRef.current?.getBoundingClientRect();
    if (!start || !size || !shown?.width) return;
    // Screen pixels to image pixels: the image is shown scaled to the dialog's width.
    const scale = size.width / shown.width;
    setCrop(moveCrop(start.from, size, (event.clientX - start.x) * scale, (event.clientY - start.y) * scale));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const box = size && crop ? cropInPercent(crop, size) : null;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Crop the image"
      description="Move the square to the part to keep; the zoom makes it smaller."
      footer={
        <Inline gap={2} justify="end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            isLoading={!crop}
            onClick={() => {
              if (imageRef.current && crop) onApply(cropToDataUrl(imageRef.current, crop));
              onOpenChange(false);
            }}
          >
            Apply
          </Button>
        </Inline>
      }
    >
      <Stack gap={3}>
        <Stage>
          {imageUrl ? <StageImage ref={imageRef} src={imageUrl} alt="The chosen image" onLoad={loaded} /> : null}
          {box ? (
            <CropBox
              type="button"
              aria-label={`Crop square, ${Math.round(box.left)} % from the left, ${Math.round(box.top)} % from the top`}
              aria-describedby={hintId}
              style={{ left: `${box.left}%`, top: `${box.top}%`, width: `${box.width}%`, height: `${box.height}%` }}
              onKeyDown={onKeyDown}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
            />
          ) : null}
        </Stage>
        <Hint id={hintId}>Drag the square, or focus it and use the arrow keys (Shift for larger steps).</Hint>
        <FormField label="Zoom">
          {(control) => (
            <input
              {...control}
              type="range"
              min={ZOOM_MIN}
              max={ZOOM_MAX}
              step={0.1}
              value={zoom}
              disabled={!crop}
              onChange={(event) => {
                const next = Number(event.target.value);
                setZoom(next);
                if (size && crop) setCrop(zoomCrop(crop, size, next));
              }}
            />
          )}
        </FormField>
      </Stack>
    </Dialog>
  );
}

const Stage = styled.div`
  position: relative;
  overflow: hidden;
  line-height: 0;
  user-select: none;
  touch-action: none;
`;

const StageImage = styled.img`
  width: 100%;
  height: auto;
`;

const CropBox = styled.button`
  position: absolute;
  padding: 0;
  background: transparent;
  border: 2px solid ${color.surface};
  /* Everything outside the square is dimmed, so the part that is kept stands out. */
  box-shadow:
    0 0 0 1px ${color.text},
    0 0 0 100vmax ${color.overlay};
  cursor: move;

  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 1px;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
  padding-top: ${space[1]};
`;
