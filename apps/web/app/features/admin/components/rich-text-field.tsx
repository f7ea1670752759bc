import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui';
import { EDITOR_HEIGHT_PX } from './editor-constants';
import type { RichTextEditorProps } from './rich-text-editor';

/** The editor's code (TipTap) is fetched only when a back-office form shows it. */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div
          className="flex items-center justify-center rounded-lg border border-slate-300 bg-slate-50 text-brand-700"
          style={{ height: EDITOR_HEIGHT_PX + 96 }}
        >
          <Spinner label="Loading the editor" className="size-6" />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
