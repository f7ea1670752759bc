import { clsx } from 'clsx';
import { identity } from '../content/identity';

/** The centre's vision and mission, side by side: on white cards, or (`tinted`) on a light green wash. */
export function VisionMission({ tinted = false }: { tinted?: boolean }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {[identity.vision, identity.mission].map(({ icon: Icon, title, text }) => (
        <div
          key={title}
          className={clsx(
            'rounded-3xl p-8',
            tinted ? 'bg-gradient-to-br from-brand-50 to-white ring-1 ring-brand-100' : 'bg-white shadow-sm ring-1 ring-slate-200',
          )}
        >
          <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-5 text-xl font-semibold text-slate-900">{title}</h3>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">{text}</p>
        </div>
      ))}
    </div>
  );
}
