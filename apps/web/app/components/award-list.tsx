import type { AwardItem } from '@mnch/shared';
import { clsx } from 'clsx';
import { awardIcons } from '../content/about';

/**
 * The awards as cards, in the order given: the about page's full history (`history`: the year large)
 * or the impact page's most recent few (`recent`).
 */
export function AwardList({ awards, variant }: { awards: readonly AwardItem[]; variant: 'history' | 'recent' }) {
  const history = variant === 'history';
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {awards.map((award, index) => {
        const Icon = awardIcons[index % awardIcons.length]!;
        return (
          <li
            key={award.id}
            className={clsx(history && 'relative', 'flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200')}
          >
            <div className="flex items-center justify-between">
              <span className="flex size-11 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className={clsx(history ? 'text-2xl' : 'text-sm', 'font-bold text-brand-700')}>{award.year}</span>
            </div>
            <h3 className={history ? 'mt-4 font-semibold text-slate-900' : 'mt-4 text-lg font-semibold leading-snug text-slate-900'}>
              {award.title}
            </h3>
            <p className={clsx('mt-1 text-sm font-medium', history ? 'text-brand-700' : 'text-slate-700')}>{award.awardedBy}</p>
            {award.description ? (
              <p className={clsx('mt-2 text-sm text-slate-600', !history && 'leading-relaxed')}>{award.description}</p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
