// The editor as a lazy chunk of mf-message: the entry and the lists never download Tiptap.
import { lazyComponent } from '@atrium/ui';
import type { RichTextEditorProps } from './types';

export type { RichTextEditorProps } from './types';

export const RichTextEditor = lazyComponent<RichTextEditorProps>(
  () => import(/* webpackChunkName: "rich-text-editor" */ './RichTextEditor').then((module) => module.RichTextEditor),
  <sl-spinner />,
);
