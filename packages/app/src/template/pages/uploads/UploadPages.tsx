import { AvatarUploadScreen, DropzoneScreen, StickyScreen, type DropzoneItem } from '@waldmonitor/ui/template';
import { SplitPaneScreen } from '@waldmonitor/ui/template/split-pane';
import { useCallback, useRef, useState } from 'react';
import { uploadToMockApi } from './uploadToMockApi';

/** /template/components/split-pane. */
export function TemplateSplitPanePage() {
  return <SplitPaneScreen />;
}

/** /template/components/avatar-upload: the cropped avatar goes to the mock API's upload call. */
export function TemplateAvatarUploadPage() {
  const upload = useCallback(async (dataUrl: string) => {
    const image = await (await fetch(dataUrl)).blob();
    return (await uploadToMockApi(image, 'avatar.png')).url;
  }, []);
  return <AvatarUploadScreen onUpload={upload} />;
}

/** /template/components/dropzone: each file taken is uploaded at once, its progress shown. */
export function TemplateDropzonePage() {
  const [items, setItems] = useState<DropzoneItem[]>([]);
  const nextId = useRef(0);
  const update = (id: string, change: Partial<DropzoneItem>) =>
    setItems((now) => now.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const add = (files: File[]) => {
    const added = files.map((file) => {
      nextId.current += 1;
      return { file, id: String(nextId.current) };
    });
    setItems((now) => [
      ...now,
      ...added.map(({ file, id }) => ({
        id,
        name: file.name,
        size: file.size,
        progress: 0,
        status: 'uploading' as const,
      })),
    ]);
    for (const { file, id } of added) {
      uploadToMockApi(file, file.name, (progress) => update(id, { progress })).then(
        () => update(id, { status: 'done', progress: 1 }),
        (error: unknown) =>
          update(id, { status: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
    }
  };

  return (
    <DropzoneScreen
      items={items}
      onAddFiles={add}
      onRemove={(id) => setItems((now) => now.filter((item) => item.id !== id))}
    />
  );
}

/** The long list under the sticky bar: compartments of a forest district, as the product knows them. */
const COMPARTMENTS = Array.from(
  { length: 120 },
  (_, index) => `Compartment ${index + 1}: ${['spruce', 'pine', 'beech', 'oak'][index % 4]} stand`,
);

/** /template/components/sticky. */
export function TemplateStickyPage() {
  return <StickyScreen items={COMPARTMENTS} />;
}
