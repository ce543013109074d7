// The rich-text editor of notice and template bodies: the shared one of @atrium/ui (a lazy chunk
// there; the entry and the lists never download Tiptap).
export { RichTextEditor, type RichTextEditorProps } from '@atrium/ui';
