import { DetailDialog, LearnMoreLink } from '../../components/detail-dialog';
import { ArrowRight } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui';
import { homePrograms, homeProgramsCopy, type HomeProgram } from '../../content/home';
import { PROGRAM_TEXT_BREAKPOINT_PX, PROGRAM_TEXT_LIMIT } from './home-constants';
import { addressWith, useAddressedSelection } from '../../lib/use-addressed-selection';
import { truncate } from './truncate';
import { useMediaQuery } from './use-media-query';

/** The query parameter that opens a programme's dialog (/?program=<id>, rendered open by the server). */
const PROGRAM_PARAM = 'program';
/** Where the programme cards are on the home page. */
const SECTION_HASH = '#programmes';

/**
 * Programme cards with a Learn More dialog holding the full text.
 * Learn More is a link to /?program=<id>, which the server renders with the dialog open; once hydrated
 * it opens the dialog in place (docs/no-script.md, "Controls").
 */
export function ProgramCards() {
  const location = useLocation();
  const [selectedId, setSelectedId] = useAddressedSelection(PROGRAM_PARAM);
  const selected: HomeProgram | null = homePrograms.find((p) => p.id === selectedId) ?? null;
  const href = (id: string | null) => addressWith(location.pathname, location.search, PROGRAM_PARAM, id, SECTION_HASH);
  const close = () => setSelectedId(null);
  // The server does not know the width: it renders the wide (150 character) text.
  const narrow = useMediaQuery(`(max-width: ${PROGRAM_TEXT_BREAKPOINT_PX - 0.02}px)`);
  const limit = narrow ? PROGRAM_TEXT_LIMIT.narrow : PROGRAM_TEXT_LIMIT.wide;
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {homePrograms.map((program) => {
          const Icon = program.icon;
          return (
            <li
              key={program.title}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
            >
              <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-brand-800 text-white shadow-sm">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold text-slate-900">{program.title}</h3>
              <p data-testid="program-summary" className="mt-2 flex-1 text-[15px] leading-relaxed text-slate-600">
                {truncate(program.description, limit)}
              </p>
              <LearnMoreLink
                href={href(program.id)}
                onActivate={() => setSelectedId(program.id)}
                label={homeProgramsCopy.learnMore}
                title={program.title}
              />
            </li>
          );
        })}
      </ul>
      <DetailDialog
        item={selected}
        close={{ href: href(null), label: homeProgramsCopy.close, onClose: close }}
        size="lg"
        action={
          <ButtonLink to={homeProgramsCopy.exploreAll.to}>
            {homeProgramsCopy.exploreAll.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        }
      >
        {selected ? (
          <div className="flex items-start gap-4">
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-brand-800 text-white sm:flex">
              <selected.icon aria-hidden="true" className="size-6" />
            </span>
            <p className="text-base leading-relaxed text-slate-700">{selected.description}</p>
          </div>
        ) : null}
      </DetailDialog>
    </>
  );
}
