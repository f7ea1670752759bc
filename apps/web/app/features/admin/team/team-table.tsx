import { ArrowDown, ArrowDownToLine, ArrowUp, ArrowUpToLine, type LucideIcon } from 'lucide-react';
import type { TeamMember } from '@mnch/shared';
import { Badge } from '../../../components/ui';
import { avatarColour, initialsOf } from '../../../components/initials';
import type { TeamMove } from './api/move-team-member';
import { DataTable, ICON_BUTTON, RowActions, type RowHandlers, type TableSort } from '../components/data-table';
import { useCanWrite } from '../components/access';

interface TeamTableProps extends RowHandlers<TeamMember> {
  members: TeamMember[];
  /** Where the page's first row is in the whole order (0 on the first page), or null when a filter hides members. */
  firstRank: number | null;
  total: number;
  moving: boolean;
  onMove: (member: TeamMember, move: TeamMove) => void;
}

const iconButton = `${ICON_BUTTON} disabled:cursor-not-allowed disabled:opacity-40`;

const MOVES: ReadonlyArray<{ move: TeamMove; label: string; icon: LucideIcon; atEnd: 'first' | 'last' }> = [
  { move: 'top', label: 'Move to top', icon: ArrowUpToLine, atEnd: 'first' },
  { move: 'up', label: 'Move up', icon: ArrowUp, atEnd: 'first' },
  { move: 'down', label: 'Move down', icon: ArrowDown, atEnd: 'last' },
  { move: 'bottom', label: 'Move to bottom', icon: ArrowDownToLine, atEnd: 'last' },
];

/** The id of a row's move button, to give it focus again once the list has been read in its new order. */
export const moveButtonId = (id: number, move: TeamMove) => `team-move-${move}-${id}`;

/** Order, Member (photo, name, title), Category, Email, Order buttons, Actions. */
export function TeamTable({
  members,
  firstRank,
  total,
  moving,
  onMove,
  onView,
  onEdit,
  onDelete,
  onHistory,
  sort,
  onSort,
}: TeamTableProps & TableSort) {
  // A viewer sees the order but has no Reorder column (access.tsx).
  const canWrite = useCanWrite();
  const columns = [
    { label: 'Order', className: 'text-right' },
    { label: 'Member', card: 'title' as const, sort: 'name' },
    { label: 'Category', sort: 'category' },
    { label: 'Email', sort: 'email' },
  ];
  return (
    <DataTable sort={sort} onSort={onSort} label="Team members" columns={canWrite ? [...columns, 'Reorder'] : columns}>
      {members.map((m, i) => {
        const rank = firstRank === null ? null : firstRank + i;
        const isFirst = rank === 0;
        const isLast = rank !== null && rank === total - 1;
        return (
          <tr key={m.id} className="align-middle hover:bg-slate-50/60">
            <td className="px-4 py-3 text-right text-slate-600 tabular-nums">{(rank ?? m.position) + 1}</td>
            <td className="min-w-56 px-4 py-3">
              <div className="flex items-center gap-3">
                {m.photoUrl ? (
                  <img src={m.photoUrl} alt="" className="size-10 shrink-0 rounded-full object-cover ring-1 ring-slate-200" />
                ) : (
                  <span
                    aria-hidden="true"
                    className={`flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white ${avatarColour(m.name)}`}
                  >
                    {initialsOf(m.name)}
                  </span>
                )}
                <div>
                  <p className="font-semibold text-slate-900">{m.name}</p>
                  <p className="text-xs text-slate-600">{m.title}</p>
                </div>
              </div>
            </td>
            <td className="px-4 py-3">
              <Badge tone="brand">{m.category}</Badge>
            </td>
            <td className="px-4 py-3 break-all text-slate-700">{m.email ?? '—'}</td>
            {canWrite ? (
              <td className="px-4 py-2">
                <div className="flex gap-1">
                  {MOVES.map(({ move, label, icon: Icon, atEnd }) => (
                    <button
                      key={move}
                      id={moveButtonId(m.id, move)}
                      type="button"
                      onClick={() => onMove(m, move)}
                      disabled={moving || (atEnd === 'first' ? isFirst : isLast)}
                      aria-label={`${label}: ${m.name}`}
                      title={label}
                      className={`${iconButton} text-slate-700 hover:bg-slate-100`}
                    >
                      <Icon aria-hidden="true" className="size-4" />
                    </button>
                  ))}
                </div>
              </td>
            ) : null}
            <RowActions
              name={m.name}
              noun="Team Member"
              shortTitles
              onView={() => onView(m)}
              onEdit={() => onEdit(m)}
              onHistory={onHistory ? () => onHistory(m) : undefined}
              onDelete={() => onDelete(m)}
            />
          </tr>
        );
      })}
    </DataTable>
  );
}
