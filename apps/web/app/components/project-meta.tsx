import { clsx } from 'clsx';
import { Badge } from './ui';
import { clampProgress, projectStatusDisplay } from './projects';

export function ProjectStatusBadge({ status }: { status: string }) {
  const { label, tone } = projectStatusDisplay(status);
  return <Badge tone={tone}>{label}</Badge>;
}

/** A labelled progress bar (ongoing projects). */
export function ProjectProgress({ value, className }: { value: number; className?: string }) {
  const pct = clampProgress(value);
  return (
    <div className={clsx('w-full', className)}>
      <div className="flex items-center justify-between text-xs font-medium text-slate-600">
        <span>Progress</span>
        <span className="text-slate-800">{pct}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="mt-1.5 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-gradient-to-r from-brand-600 to-brand-400" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
