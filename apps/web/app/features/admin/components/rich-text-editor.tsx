import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import { Extension } from '@tiptap/core';
import { Bold, ImagePlus, Italic, Library, Link2, List, ListOrdered, Underline, Unlink, Upload } from 'lucide-react';
import { clsx } from 'clsx';
import {
  MEDIA_MESSAGES,
  UPLOAD_MIME,
  UPLOADS_PATH,
  checkUploadFile,
  hasDotSegments,
  isHttpLink,
  isSitePath,
  type MediaItem,
} from '@mnch/shared';
import { Button } from '../../../components/ui';
import { imageSrcSet } from '../../../lib/images';
import { useUploadsUrl } from '../../../lib/public-config';
import { inputClasses } from '../../../components/form-fields';
import { EDITOR_HEIGHT_PX, TAB_SPACES } from './editor-constants';
import { asUploadResult, useUpdateMedia } from './media-api';
import { MediaPicker } from './media-picker';
import { uploadFile } from './upload';
import './rich-text-editor.css';

/** Tab inserts four spaces (Shift+Tab still leaves the editor for the toolbar). */
const TabSpaces = Extension.create({
  name: 'tabSpaces',
  addKeyboardShortcuts() {
    return { Tab: () => this.editor.commands.insertContent(TAB_SPACES) };
  },
});

/** A link the editor accepts: http(s), mailto or a path on this site; an image: a path on this site. */
export function isAcceptableUrl(value: string, kind: 'link' | 'image', uploadsUrl: string = UPLOADS_PATH): boolean {
  const v = value.trim();
  if (isSitePath(v)) return true;
  // The site's content security policy shows only its own images: a path on this site, or a file in
  // the site's object storage (its public URL is allowed by the policy too).
  if (kind === 'image') return uploadsUrl !== UPLOADS_PATH && v.startsWith(uploadsUrl) && isHttpLink(v) && !hasDotSegments(v);
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(v)) return true;
  return isHttpLink(v);
}

/** How wide an image in an article's body is drawn: the text column (about 720 px), the screen below it. */
export const BODY_IMAGE_SIZES = '(min-width: 768px) 720px, 100vw';

/** The image node with the responsive sources of the media library's copies (`srcset`, `sizes`). */
const ResponsiveImage = Image.extend({
  addAttributes() {
    return { ...this.parent?.(), srcset: { default: null }, sizes: { default: null } };
  },
});

/** An image chosen for the body: its address and, from the library or an upload, its size and copies. */
interface ChosenImage {
  src: string;
  width?: number | null;
  height?: number | null;
  variants?: Record<string, string>;
  /** The library entry, when the image has one (its alt text is stored there too when it had none). */
  media?: Pick<MediaItem, 'id' | 'alt'>;
}

/** The attributes of an inserted image: `srcset` of the copies, `sizes`, and its own width and height. */
export function bodyImageAttributes(image: ChosenImage, alt: string) {
  const srcset = imageSrcSet({ url: image.src, width: image.width, variants: image.variants });
  return {
    src: image.src,
    alt,
    ...(srcset ? { srcset, sizes: BODY_IMAGE_SIZES } : {}),
    ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
  };
}

const BLOCKS = [
  { value: 'paragraph', label: 'Paragraph' },
  { value: '1', label: 'Heading 1' },
  { value: '2', label: 'Heading 2' },
  { value: '3', label: 'Heading 3' },
] as const;

export interface RichTextEditorProps {
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  /** Names the editing area (e.g. the visible label's id). */
  labelledBy: string;
  /** Extra ids describing the area (e.g. its error message). */
  describedBy?: string;
  invalid?: boolean;
  placeholder?: string;
  /** Called once the editor exists, so a form can focus it on a validation error. */
  onReady?: (focus: () => void) => void;
}

/**
 * The back office's rich-text editor (TipTap): bold, italic, underline, lists, link and image by URL,
 * paragraph / heading 1-3, a word count, a 400 px editing area, Tab for four spaces. Loaded only by
 * back-office routes (its module is imported lazily by the forms).
 */
export default function RichTextEditor({ value, onChange, labelledBy, describedBy, invalid, placeholder, onReady }: RichTextEditorProps) {
  const helpId = useId();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
      }),
      ResponsiveImage.configure({ inline: false }),
      CharacterCount,
      Placeholder.configure({ placeholder: placeholder ?? 'Start writing…' }),
      TabSpaces,
    ],
    content: value,
    onUpdate: ({ editor: e }) => onChangeRef.current(e.isEmpty ? '' : e.getHTML()),
  });

  // Outside changes (a form reset) replace the content; the editor's own changes are already in it.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [value, editor]);

  useEffect(() => {
    if (editor) onReady?.(() => editor.commands.focus());
  }, [editor, onReady]);

  useEffect(() => {
    if (!editor) return;
    const attrs: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelledBy,
      'aria-describedby': [helpId, describedBy].filter(Boolean).join(' '),
      class: 'rte-content prose-content',
    };
    if (invalid) attrs['aria-invalid'] = 'true';
    editor.setOptions({ editorProps: { attributes: attrs } });
  }, [editor, labelledBy, describedBy, invalid, helpId]);

  return (
    <div className={clsx('overflow-hidden rounded-lg border bg-white shadow-sm', invalid ? 'border-red-500' : 'border-slate-300')}>
      {editor ? <Toolbar editor={editor} /> : <div className="h-12 border-b border-slate-200 bg-slate-50" />}
      <div
        className="overflow-y-auto px-4 py-3 focus-within:ring-2 focus-within:ring-inset focus-within:ring-brand-600"
        style={{ height: EDITOR_HEIGHT_PX }}
        onClick={() => editor?.commands.focus()}
      >
        <EditorContent editor={editor} className="h-full" />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 bg-slate-50 px-3 py-2 text-xs text-slate-600">
        <span id={helpId}>Tab inserts four spaces; Shift+Tab moves back to the toolbar.</span>
        <WordCount editor={editor} />
      </div>
    </div>
  );
}

/**
 * The editor's word count, counted again after every transaction. Counted at once when the editor
 * exists, so content it was created with (an item opened for editing) is counted before any change.
 */
function WordCount({ editor }: { editor: Editor | null }) {
  const [words, setWords] = useState(0);
  useEffect(() => {
    if (!editor) return;
    const count = () => setWords((editor.storage as { characterCount: { words: () => number } }).characterCount.words());
    count();
    editor.on('transaction', count);
    return () => {
      editor.off('transaction', count);
    };
  }, [editor]);
  return (
    <span className="tabular-nums" aria-live="polite">
      {words ?? 0} {words === 1 ? 'word' : 'words'}
    </span>
  );
}

type PromptKind = 'link' | 'image' | null;

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      block: e.isActive('heading', { level: 1 })
        ? '1'
        : e.isActive('heading', { level: 2 })
          ? '2'
          : e.isActive('heading', { level: 3 })
            ? '3'
            : 'paragraph',
    }),
  });
  const [prompt, setPrompt] = useState<PromptKind>(null);
  const promptButton = useRef<HTMLButtonElement | null>(null);
  const selectId = useId();

  const closePrompt = () => {
    setPrompt(null);
    promptButton.current?.focus();
  };

  const openPrompt = (kind: PromptKind, button: HTMLButtonElement) => {
    promptButton.current = button;
    setPrompt(kind);
  };

  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-1 p-2">
        <label htmlFor={selectId} className="sr-only">
          Text style
        </label>
        <select
          id={selectId}
          value={state.block}
          onChange={(e) => {
            const v = e.target.value;
            const chain = editor.chain().focus();
            if (v === 'paragraph') chain.setParagraph().run();
            else chain.setHeading({ level: Number(v) as 1 | 2 | 3 }).run();
          }}
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 focus:outline-none focus:ring-2 focus:ring-brand-600"
        >
          {BLOCKS.map((b) => (
            <option key={b.value} value={b.value}>
              {b.label}
            </option>
          ))}
        </select>
        <Divider />
        <ToolButton label="Bold" pressed={state.bold} onClick={() => editor.chain().focus().toggleBold().run()}>
          <Bold className="size-4" />
        </ToolButton>
        <ToolButton label="Italic" pressed={state.italic} onClick={() => editor.chain().focus().toggleItalic().run()}>
          <Italic className="size-4" />
        </ToolButton>
        <ToolButton label="Underline" pressed={state.underline} onClick={() => editor.chain().focus().toggleUnderline().run()}>
          <Underline className="size-4" />
        </ToolButton>
        <Divider />
        <ToolButton label="Bullet list" pressed={state.bulletList} onClick={() => editor.chain().focus().toggleBulletList().run()}>
          <List className="size-4" />
        </ToolButton>
        <ToolButton label="Numbered list" pressed={state.orderedList} onClick={() => editor.chain().focus().toggleOrderedList().run()}>
          <ListOrdered className="size-4" />
        </ToolButton>
        <Divider />
        <ToolButton label="Insert link" pressed={prompt === 'link' || state.link} onClick={(b) => openPrompt('link', b)}>
          <Link2 className="size-4" />
        </ToolButton>
        {state.link ? (
          <ToolButton label="Remove link" onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}>
            <Unlink className="size-4" />
          </ToolButton>
        ) : null}
        <ToolButton label="Insert image" pressed={prompt === 'image'} onClick={(b) => openPrompt('image', b)}>
          <ImagePlus className="size-4" />
        </ToolButton>
      </div>
      {prompt ? (
        <UrlPrompt
          key={prompt}
          kind={prompt}
          initial={prompt === 'link' ? ((editor.getAttributes('link').href as string | undefined) ?? '') : ''}
          onCancel={closePrompt}
          onSubmit={(image, alt) => {
            if (prompt === 'link') editor.chain().focus().extendMarkRange('link').setLink({ href: image.src }).run();
            else editor.chain().focus().setImage(bodyImageAttributes(image, alt)).run();
            setPrompt(null);
          }}
        />
      ) : null}
    </div>
  );
}

function Divider() {
  return <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-300" />;
}

function ToolButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: (button: HTMLButtonElement) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      onMouseDown={(e) => e.preventDefault()}
      onClick={(e) => onClick(e.currentTarget)}
      className={clsx(
        'inline-flex size-9 items-center justify-center rounded-md text-slate-700 transition-colors',
        'hover:bg-white hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
        pressed && 'bg-brand-100 text-brand-800 hover:bg-brand-100',
      )}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/**
 * A small inline form for a link's or an image's address (Enter inserts, Escape cancels). An image is
 * chosen from the media library, uploaded, or given by its address, and needs its alt text.
 */
function UrlPrompt({
  kind,
  initial,
  onSubmit,
  onCancel,
}: {
  kind: 'link' | 'image';
  initial: string;
  onSubmit: (image: ChosenImage, alt: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [url, setUrl] = useState(initial);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [altError, setAltError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ChosenImage | null>(null);
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const updateMedia = useUpdateMedia();
  const uploadsUrl = useUploadsUrl();
  const title = kind === 'link' ? 'Insert link' : 'Insert image';

  function choose(image: ChosenImage, altText = '') {
    setChosen(image);
    setUrl(image.src);
    setError(null);
    if (altText && !alt.trim()) setAlt(altText);
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = file.type === UPLOAD_MIME.pdf ? 'Please select an image (JPEG, PNG or WebP)' : checkUploadFile('single', file);
    if (problem) {
      setError(problem);
      return;
    }
    setUploading(true);
    try {
      const result = await uploadFile('single', file);
      choose({
        src: result.url,
        width: result.width,
        height: result.height,
        variants: result.variants,
        media: result.id ? { id: result.id, alt: '' } : undefined,
      });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setUploading(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (!isAcceptableUrl(url, kind, uploadsUrl)) {
      setError(
        kind === 'link'
          ? 'Enter a web address (https://...), a mailto: address or a path on this site'
          : 'Enter the address of an image on this site (/uploads/...); images from other websites are not shown',
      );
      return;
    }
    if (kind === 'image' && !alt.trim()) {
      setAltError(MEDIA_MESSAGES.altRequired);
      return;
    }
    const image = chosen && chosen.src === url.trim() ? chosen : { src: url.trim() };
    // The library keeps the first alt text an image is given, for its next use.
    if (image.media && !image.media.alt) updateMedia.mutate({ id: image.media.id, input: { alt: alt.trim() } });
    onSubmit(image, alt.trim());
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  }

  // A <form> inside the article's <form> is not allowed: this is a group submitted by its button or Enter.
  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      onKeyDown={(e) => {
        // Keys inside the library picker (a dialog within this group) are the picker's.
        const inner = (e.target as HTMLElement).closest('dialog');
        if (inner && e.currentTarget.contains(inner)) return;
        onKeyDown(e);
        if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') submit(e);
      }}
      className="flex flex-col gap-2 border-t border-slate-200 bg-white p-3 sm:flex-row sm:items-end"
    >
      <p id={`${id}-title`} className="sr-only">
        {title}
      </p>
      {kind === 'image' ? (
        <div className="flex flex-wrap gap-2 sm:flex-col">
          <Button size="sm" variant="secondary" onClick={() => setPicking(true)} aria-haspopup="dialog">
            <Library aria-hidden="true" className="size-4" /> Choose from library
          </Button>
          <Button size="sm" variant="secondary" onClick={() => fileRef.current?.click()} loading={uploading} loadingText="Uploading...">
            <Upload aria-hidden="true" className="size-4" /> Upload new image
          </Button>
          <input
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label="Upload an image"
            tabIndex={-1}
            className="sr-only"
            onChange={(e) => void onFile(e)}
          />
          <MediaPicker
            open={picking}
            onClose={() => setPicking(false)}
            kind="image"
            accept={[UPLOAD_MIME.jpeg, UPLOAD_MIME.png, UPLOAD_MIME.webp, UPLOAD_MIME.gif]}
            onPick={(item) => {
              setPicking(false);
              const file = asUploadResult(item);
              choose({ src: file.url, width: file.width, height: file.height, variants: file.variants, media: item }, item.alt);
            }}
          />
        </div>
      ) : null}
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-url`} className="mb-1 block text-xs font-medium text-slate-700">
          {kind === 'link' ? 'Link address' : 'Image address'}
        </label>
        <input
          id={`${id}-url`}
          autoFocus
          type="url"
          inputMode="url"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setError(null);
          }}
          placeholder={kind === 'link' ? 'https://example.org/page' : '/uploads/images/photo.jpg'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClasses(!!error)}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {kind === 'image' ? (
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-alt`} className="mb-1 block text-xs font-medium text-slate-700">
            Description (alt text)
          </label>
          <input
            id={`${id}-alt`}
            value={alt}
            required
            aria-invalid={altError ? true : undefined}
            aria-describedby={altError ? `${id}-alt-error` : undefined}
            onChange={(e) => {
              setAlt(e.target.value);
              setAltError(null);
            }}
            className={inputClasses(!!altError)}
          />
          {altError ? (
            <p id={`${id}-alt-error`} className="mt-1 text-xs text-red-700">
              {altError}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="flex gap-2">
        <Button size="sm" onClick={(e) => submit(e)}>
          {kind === 'link' ? 'Apply link' : 'Insert image'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
