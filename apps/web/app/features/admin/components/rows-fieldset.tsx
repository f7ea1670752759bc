import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui';

interface RowsFieldsetProps {
  legend: ReactNode;
  legendClassName?: string;
  className?: string;
  /** The id of the error line, which the fieldset names when there is an error. */
  errorId: string;
  error?: string;
  /** "Add author" */
  addLabel: string;
  onAdd: () => void;
  /** The rows: `<li>`s, each with its RemoveRowButton. */
  children: ReactNode;
  listClassName?: string;
}

/** A form's list of rows with Add and Remove (a project's lists, a publication's authors, a partner's figures): legend, rows, Add, error. */
export function RowsFieldset({
  legend,
  legendClassName = 'mb-2 text-sm font-medium text-slate-800',
  className,
  errorId,
  error,
  addLabel,
  onAdd,
  children,
  listClassName = 'grid gap-2',
}: RowsFieldsetProps) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className={className}>
      <legend className={legendClassName}>{legend}</legend>
      <ol className={listClassName}>{children}</ol>
      <Button variant="ghost" size="sm" className="mt-2" onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" /> {addLabel}
      </Button>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A row's Remove button ("Remove author 2"). */
export function RemoveRowButton({
  label,
  title,
  disabled,
  onClick,
}: {
  label: string;
  title?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={title}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 ring-1 ring-slate-200 hover:bg-red-50 hover:text-red-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-slate-600"
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </button>
  );
}
