import { useState, type ComponentType } from 'react';
import { Button } from '../primitives/Button';

interface Openable {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * For the stories of an overlay (`isOpen` + `onOpenChange`): a `render` that opens it from a
 * button labelled `label`, as a screen does, so that focus return can be checked. The overlay
 * keeps its open state; the story's `onOpenChange` still hears every change.
 */
export function withOpener<P extends Openable>(Overlay: ComponentType<P>, label: string) {
  return function OverlayWithOpener(args: P) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <>
        <Button onClick={() => setOpen(true)}>{label}</Button>
        <Overlay
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            setOpen(open);
            args.onOpenChange(open);
          }}
        />
      </>
    );
  };
}
