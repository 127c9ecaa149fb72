/**
 * TinyMCE bundled from npm ("self-hosted, no CDN, works offline"). The core
 * sets `window.tinymce` first; theme, model, icons, plugins and the skins' `*.js` files
 * then register themselves with it, the skins as CSS text in `tinymce.Resource`, so the
 * editor never fetches a script or a style sheet. Only RichTextEditor imports this
 * module, with a dynamic import(): it is its own chunk, loaded when an editor is shown.
 */
import tinymce, { type Editor } from 'tinymce';
import 'tinymce/models/dom';
import 'tinymce/themes/silver';
import 'tinymce/icons/default';
import 'tinymce/plugins/image';
import 'tinymce/plugins/link';
import 'tinymce/plugins/lists';
import 'tinymce/plugins/code';
import 'tinymce/skins/ui/oxide/skin.js';
import 'tinymce/skins/ui/oxide/content.js';
import 'tinymce/skins/content/default/content.js';

export type { Editor };

export interface EditorOptions {
  target: HTMLElement;
  /** The accessible name of the editing area (the iframe's title and the body's label). */
  label: string;
  initialValue: string;
  height: number;
  onChange: (html: string) => void;
}

/** Starts one editor on `target`; the promise gives the editor once it can be typed into. */
export async function createEditor({ target, label, initialValue, height, onChange }: EditorOptions): Promise<Editor> {
  // TinyMCE starts with what its target holds; setting it later would race its init events.
  if (target instanceof HTMLTextAreaElement) target.value = initialValue;
  const [editor] = await tinymce.init({
    target,
    // TinyMCE 8 asks for a key; 'gpl' is the one for the open-source build we bundle.
    license_key: 'gpl',
    content_css: 'default',
    height,
    menubar: false,
    branding: false,
    promotion: false,
    statusbar: false,
    plugins: ['image', 'link', 'lists', 'code'],
    toolbar: 'undo redo | blocks | bold italic | bullist numlist | link image | code',
    // The image dialog takes a URL and its alternative text (required for accessible output).
    image_description: true,
    iframe_aria_text: label,
    // TinyMCE 8 titles its editing iframe in Firefox only (axe: frame-title). Given here,
    // the title is there from the iframe's creation: set after the editor's start, an
    // axe check during a slow start found the iframe without one (flaky in full runs).
    iframe_attrs: { title: label },
    init_instance_callback: (instance) => {
      instance.getBody().setAttribute('aria-label', label);
    },
    setup: (instance) => {
      instance.on('input change undo redo ExecCommand', () => onChange(instance.getContent()));
    },
  });
  if (!editor) throw new Error('TinyMCE did not start');
  return editor;
}

/**
 * Removes every editor started on `target`, started or still starting. Should the editor's
 * own remove() throw halfway (it marks itself removed first), it still leaves TinyMCE's
 * list, whose window resize and scroll events would otherwise reach it for good.
 */
export function removeEditorsOn(target: HTMLElement): void {
  for (const editor of tinymce.get()) {
    if (editor.targetElm !== target) continue;
    try {
      editor.remove();
    } finally {
      tinymce.remove(editor);
    }
  }
}
