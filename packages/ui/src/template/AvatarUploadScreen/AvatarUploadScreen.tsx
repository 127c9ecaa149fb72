import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Icon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { color, fontSize, radii, space, visuallyHidden } from '../../theme';
import { AVATAR_SIZE, CropDialog } from './CropDialog';

export interface AvatarUploadScreenProps {
  /**
   * Sends the cropped avatar (a PNG data URL) to the mock API. Resolves with the stored
   * file's URL; a rejection's message is shown.
   */
  onUpload: (dataUrl: string) => Promise<string>;
}

type UploadState = { status: 'idle' } | { status: 'done'; url: string } | { status: 'failed'; message: string };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Upload failed');

/**
 * The avatar-upload demo page: choose an image, crop it square in a dialog, see the
 * result, and upload it to the mock API, which answers success or failure.
 */
export function AvatarUploadScreen({ onUpload }: AvatarUploadScreenProps) {
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [isCropping, setCropping] = useState(false);
  const [avatar, setAvatar] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });

  // The chosen file's object URL is let go when another is chosen or the page closes.
  useEffect(() => (imageUrl ? () => URL.revokeObjectURL(imageUrl) : undefined), [imageUrl]);

  return (
    <Page title="Upload" subtitle="Choose a picture, crop it square, then upload it as your avatar.">
      <Card>
        <Stack gap={4}>
          <Inline gap={4} align="center" wrap>
            {avatar ? (
              <Avatar src={avatar} alt="Avatar preview" width={AVATAR_SIZE} height={AVATAR_SIZE} />
            ) : (
              <EmptyAvatar aria-hidden="true">
                <Icon name="user" size={space[12]} />
              </EmptyAvatar>
            )}
            <Stack gap={2}>
              <ChooseLabel>
                <Icon name="image" />
                Choose an image
                <HiddenInput
                  type="file"
                  accept="image/*"
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (!file) return;
                    setImageUrl(URL.createObjectURL(file));
                    setCropping(true);
                  }}
                />
              </ChooseLabel>
              <Button
                icon="upload"
                variant="primary"
                disabled={!avatar}
                onClick={async () => {
                  if (!avatar) return;
                  setUpload({ status: 'idle' });
                  try {
                    setUpload({ status: 'done', url: await onUpload(avatar) });
                  } catch (error) {
                    setUpload({ status: 'failed', message: messageOf(error) });
                  }
                }}
              >
                Upload
              </Button>
            </Stack>
          </Inline>
          <Status role="status" $isFailed={upload.status === 'failed'}>
            {upload.status === 'done' ? `Uploaded: ${upload.url}` : null}
            {upload.status === 'failed' ? `Upload failed: ${upload.message}` : null}
          </Status>
        </Stack>
      </Card>
      <CropDialog
        key={imageUrl ?? 'none'}
        isOpen={isCropping}
        onOpenChange={setCropping}
        imageUrl={imageUrl}
        onApply={(dataUrl) => {
          setAvatar(dataUrl);
          setUpload({ status: 'idle' });
        }}
      />
    </Page>
  );
}

const Avatar = styled.img`
  width: 8rem;
  height: 8rem;
  border-radius: ${radii.round};
  border: 1px solid ${color.border};
`;

const EmptyAvatar = styled.div`
  display: grid;
  place-items: center;
  width: 8rem;
  height: 8rem;
  border-radius: ${radii.round};
  background: ${color.surfaceMuted};
  color: ${color.textSecondary};
`;

/** The file picker's label, looking like a secondary button; the input inside it takes the focus. */
const ChooseLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[2]} ${space[4]};
  font-size: ${fontSize.md};
  color: ${color.text};
  background: ${color.surface};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radii.md};
  cursor: pointer;

  &:focus-within {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const HiddenInput = styled.input`
  ${visuallyHidden}
`;

const Status = styled.p<{ $isFailed: boolean }>`
  margin: 0;
  min-height: 1.5em;
  font-size: ${fontSize.sm};
  overflow-wrap: anywhere;
  color: ${(p) => (p.$isFailed ? color.danger : color.text)};
`;
