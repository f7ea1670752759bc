import { CalendarPlus, FolderPlus, SquarePen, Upload, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

const ACTIONS: { label: string; to: string; icon: LucideIcon; hint: string }[] = [
  { label: 'Add Project', to: '/admin/projects?new=1', icon: FolderPlus, hint: 'Projects' },
  { label: 'Write Article', to: '/admin/articles?new=1', icon: SquarePen, hint: 'News & Articles' },
  { label: 'Upload Publication', to: '/admin/publications?new=1', icon: Upload, hint: 'Publications' },
  { label: 'Schedule Event', to: '/admin/events?new=1', icon: CalendarPlus, hint: 'Events' },
];

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="quick-actions-title" className="text-base font-semibold text-slate-900">
        Quick Actions
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {ACTIONS.map((action) => (
          <li key={action.to}>
            <Link
              to={action.to}
              className="group flex items-center gap-3 rounded-lg border border-slate-200 p-3 transition hover:border-brand-300 hover:bg-brand-50/50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-brand-100">
                <action.icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-medium text-slate-900">{action.label}</span>
                <span className="block text-xs text-slate-500">in {action.hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
