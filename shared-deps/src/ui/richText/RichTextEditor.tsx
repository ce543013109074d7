// The rich-text editor of notice and message-template bodies (issue 17 item 4) and of the rich-text
// fields of designed forms (issue 15): Tiptap 3 (ProseMirror) with StarterKit, whose Link and
// Underline come with it, under a toolbar of icons of the bundled set. This module is a lazy chunk
// of @atrium/ui (RichTextEditor in ui/index.ts): only the pages that edit rich text download it.
// What it emits is sanitised with the display profile of @atrium/html, which the chunk's loader
// fetches at run time (a static import would make it a dependency of the sign-in page).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { useStyleSheet } from '../useStyleSheet';
import { EDITOR_NS } from './i18n';
import sheet from './editor.module.css';
import type { RichTextEditorProps } from './types';

const css = sheet.locals;

/** Links a user may add: web pages and mail addresses (DOMPurify drops javascript: anyway). */
const LINK_PATTERN = /^(https?:\/\/|mailto:)\S+$/i;

type Sanitize = (html: string | null | undefined) => string;

// Until the loader hands the sanitiser over, nothing is shown or emitted.
let sanitizeHtml: Sanitize = () => '';

/** The display profile's sanitiser (@atrium/html), set by the chunk's loader before the first render. */
export function setSanitizer(sanitize: Sanitize): void {
  sanitizeHtml = sanitize;
}

/** The editor's HTML as it leaves: sanitised, and '' for an empty document (so "required" works). */
export function editorOutput(editor: Pick<Editor, 'isEmpty' | 'getHTML'>): string {
  return editor.isEmpty ? '' : sanitizeHtml(editor.getHTML());
}

interface ToolButton {
  key: string;
  icon: string;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const BUTTONS: readonly ToolButton[] = [
  { key: 'bold', icon: 'type-bold', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', icon: 'type-italic', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'underline', icon: 'type-underline', active: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  { key: 'bulletList', icon: 'list-ul', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: 'orderedList', icon: 'list-ol', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
];

/** A mouse press on a toolbar button must not move the focus out of the text (see the toolbar). */
function keepEditorFocus(event: { target: EventTarget | null; preventDefault(): void }): void {
  if (event.target instanceof Element && event.target.closest('sl-icon-button')) event.preventDefault();
}

export function RichTextEditor({ value, onChange, label, required = false, invalid = false, helpText }: RichTextEditorProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(EDITOR_NS);
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  // Re-renders the toolbar's pressed states as the selection moves.
  const [, setTick] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkError, setLinkError] = useState(false);
  // The last HTML emitted: a value prop equal to it is our own echo, not a new document.
  const emitted = useRef<string | null>(null);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;

  useEffect(() => {
    const instance = new Editor({
      element: host.current!,
      extensions: [
        StarterKit.configure({
          heading: { levels: [2, 3] },
          codeBlock: false,
          link: { openOnClick: false, autolink: true, protocols: ['mailto'], HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' } },
        }),
      ],
      content: sanitizeHtml(value),
      editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: css.content ?? '' } },
      onUpdate: ({ editor: current }) => {
        const html = editorOutput(current);
        emitted.current = html;
        changeRef.current(html);
      },
      onSelectionUpdate: () => setTick((n) => n + 1),
      onTransaction: () => setTick((n) => n + 1),
    });
    emitted.current = value;
    setEditor(instance);
    return () => {
      instance.destroy();
    };
    // Created once; later values arrive through the effect below.
  }, []);

  // A value from outside (a loaded draft, a reset) replaces the document without an update event.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
  }, [editor, value]);

  const openLink = () => {
    if (!editor) return;
    setLinkUrl((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkError(false);
    setLinkOpen(true);
  };

  const applyLink = () => {
    if (!editor) return;
    const url = linkUrl.trim();
    if (url === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setLinkOpen(false);
      return;
    }
    if (!LINK_PATTERN.test(url)) {
      setLinkError(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected the address itself becomes the linked text.
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    else chain.setLink({ href: url }).run();
    setLinkOpen(false);
  };

  return (
    <div className={css.editor} data-invalid={invalid || undefined}>
      <div className={css.label}>
        {label}
        {required && <span className={css.required} aria-hidden="true"> *</span>}
      </div>
      {/* A press on the toolbar leaves the focus (and the caret, and a toggled mark) in the text.
          Were a button to take it, Tiptap's focus() would hand it back only on the next animation
          frame, and a key pressed before that frame went to the button: a space after 加粗 pressed
          加粗 again, and the words after it came out bold without their space (seen in e2e).
          Keyboard users still reach the buttons with Tab. */}
      <div className={css.toolbar} role="toolbar" aria-label={t('toolbar')} onMouseDown={keepEditorFocus}>
        {BUTTONS.map((button) => (
          <sl-tooltip key={button.key} content={t(button.key)} hoist>
            <sl-icon-button
              name={button.icon}
              label={t(button.key)}
              data-command={button.key}
              aria-pressed={Boolean(editor && button.active?.(editor))}
              className={editor && button.active?.(editor) ? css.active : undefined}
              disabled={!editor}
              onClick={() => editor && button.run(editor)}
            />
          </sl-tooltip>
        ))}
        <sl-tooltip content={t('link')} hoist>
          <sl-icon-button
            name="link-45deg"
            label={t('link')}
            data-command="link"
            aria-pressed={Boolean(editor?.isActive('link'))}
            className={editor?.isActive('link') ? css.active : undefined}
            disabled={!editor}
            onClick={openLink}
          />
        </sl-tooltip>
        <sl-tooltip content={t('clear')} hoist>
          <sl-icon-button
            name="eraser"
            label={t('clear')}
            data-command="clear"
            disabled={!editor}
            onClick={() => editor?.chain().focus().unsetAllMarks().clearNodes().run()}
          />
        </sl-tooltip>
      </div>
      {linkOpen && (
        // Not a form: the dialog around the editor is one, and Enter here must not submit it.
        <div className={css.linkBar}>
          <sl-input
            size="small"
            name="linkUrl"
            label={t('linkUrl')}
            placeholder="https://"
            value={linkUrl}
            help-text={linkError ? t('linkInvalid') : undefined}
            data-invalid={linkError || undefined}
            onsl-input={(event: Event) => setLinkUrl((event.target as HTMLInputElement).value)}
            onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              event.stopPropagation();
              applyLink();
            }}
          />
          <sl-button size="small" variant="primary" onClick={() => applyLink()}>
            {t('linkApply')}
          </sl-button>
          <sl-button size="small" onClick={() => setLinkOpen(false)}>
            {t('linkCancel')}
          </sl-button>
        </div>
      )}
      <div ref={host} className={css.surface} />
      {helpText && <div className={css.help}>{helpText}</div>}
    </div>
  );
}
