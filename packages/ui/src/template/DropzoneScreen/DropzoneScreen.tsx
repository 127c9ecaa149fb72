import { useId, useState, type DragEvent } from 'react';
import styled, { css } from 'styled-components';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, chooseUploads } from '../../model/template/uploads';
import { Icon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { color, fontSize, fontWeights, radii, space, visuallyHidden } from '../../theme';
import { formatBytes } from './formatBytes';

export type DropzoneItemStatus = 'uploading' | 'done' | 'failed';

/** One file the dropzone took, with its upload's progress (the app uploads; the screen shows). */
export interface DropzoneItem {
  id: string;
  name: string;
  size: number;
  /** 0 to 1. */
  progress: number;
  status: DropzoneItemStatus;
  /** Why the upload failed (the mock API's message). */
  message?: string;
}

export interface DropzoneScreenProps {
  items: readonly DropzoneItem[];
  /** The files taken from a drop or the picker, after the limits refused what does not fit. */
  onAddFiles: (files: File[]) => void;
  onRemove: (id: string) => void;
  maxFiles?: number;
  maxBytes?: number;
}

const STATUS_TEXT: Record<DropzoneItemStatus, string> = {
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
};

/**
 * The dropzone demo page: drop files on the zone or choose them (a real file input, so
 * the keyboard and screen readers reach it), at most 3 of at most 2 MB each. What does
 * not fit is refused at the field in one sentence per reason; every file shows its
 * upload's progress.
 */
export function DropzoneScreen({
  items,
  onAddFiles,
  onRemove,
  maxFiles = UPLOAD_MAX_FILES,
  maxBytes = UPLOAD_MAX_BYTES,
}: DropzoneScreenProps) {
  const inputId = useId();
  const hintId = useId();
  const titleId = useId();
  const [refusals, setRefusals] = useState<string[]>([]);
  const [isOver, setOver] = useState(false);

  const take = (files: File[]) => {
    const choice = chooseUploads(items.length, files, maxFiles, maxBytes);
    setRefusals(choice.refusals);
    if (choice.accepted.length > 0) onAddFiles(choice.accepted);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take([...event.dataTransfer.files]);
  };

  return (
    <Page title="Dropzone" subtitle="Files are uploaded to the mock API as soon as they are chosen.">
      <Stack gap={4}>
        <Zone
          htmlFor={inputId}
          $isOver={isOver}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={drop}
        >
          <Icon name="upload" size={space[8]} />
          <ZoneTitle id={titleId}>Drop files here or choose files</ZoneTitle>
          <ZoneHint id={hintId}>
            At most {maxFiles} files of at most {formatBytes(maxBytes)} each.
          </ZoneHint>
          <HiddenInput
            id={inputId}
            type="file"
            multiple
            aria-labelledby={titleId}
            aria-describedby={hintId}
            aria-invalid={refusals.length > 0 || undefined}
            onChange={(event) => {
              take([...(event.target.files ?? [])]);
              // The same file can be chosen again after it was removed.
              event.target.value = '';
            }}
          />
        </Zone>
        {/* role="alert" on a wrapper: a list keeps its list semantics, the refusals are announced. */}
        <div role="alert">
          {refusals.length > 0 ? (
            <Refusals>
              {refusals.map((refusal) => (
                <li key={refusal}>
                  <Icon name="error" />
                  {refusal}
                </li>
              ))}
            </Refusals>
          ) : null}
        </div>
        {items.length > 0 ? (
          <Files aria-label="Chosen files">
            {items.map((item) => (
              <FileRow key={item.id}>
                <FileName>{item.name}</FileName>
                <FileMeta>
                  {formatBytes(item.size)} · {STATUS_TEXT[item.status]}
                  {item.message ? `: ${item.message}` : ''}
                </FileMeta>
                <Progress
                  aria-label={`Upload of ${item.name}`}
                  max={1}
                  value={item.progress}
                  $isFailed={item.status === 'failed'}
                />
                <IconButton
                  icon="trash"
                  label={`Remove ${item.name}`}
                  variant="ghost"
                  onClick={() => onRemove(item.id)}
                />
              </FileRow>
            ))}
          </Files>
        ) : null}
      </Stack>
    </Page>
  );
}

const Zone = styled.label<{ $isOver: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${space[2]};
  padding: ${space[8]} ${space[4]};
  text-align: center;
  color: ${color.textSecondary};
  background: ${color.surface};
  border: 2px dashed ${color.borderStrong};
  border-radius: ${radii.lg};
  cursor: pointer;

  &:focus-within {
    outline: 2px solid ${color.primary};
    outline-offset: 2px;
  }

  ${(p) =>
    p.$isOver &&
    css`
      border-color: ${color.primary};
      background: ${color.primarySoft};
    `}
`;

const ZoneTitle = styled.span`
  font-size: ${fontSize.lg};
  font-weight: ${fontWeights.semibold};
  color: ${color.text};
`;

const ZoneHint = styled.span`
  font-size: ${fontSize.sm};
`;

const HiddenInput = styled.input`
  ${visuallyHidden}
`;

/** A list without bullets or indent, its items spaced by the grid. */
const plainList = css`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Refusals = styled.ul`
  ${plainList};
  gap: ${space[1]};
  color: ${color.danger};

  li {
    display: flex;
    align-items: center;
    gap: ${space[1]};
  }
`;

const Files = styled.ul`
  ${plainList};
  gap: ${space[2]};
`;

const FileRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'name remove' 'meta remove' 'bar remove';
  column-gap: ${space[2]};
  row-gap: ${space[1]};
  align-items: center;
  padding: ${space[3]};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radii.md};

  & > button {
    grid-area: remove;
  }
`;

const FileName = styled.span`
  grid-area: name;
  font-weight: ${fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const FileMeta = styled.span`
  grid-area: meta;
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

const Progress = styled.progress<{ $isFailed: boolean }>`
  grid-area: bar;
  width: 100%;
  accent-color: ${(p) => (p.$isFailed ? color.danger : color.primary)};
`;
