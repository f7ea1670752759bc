import { useState } from 'react';
import { ArrowRight } from 'lucide-react';
import { Button, ButtonLink, Dialog } from '../../components/ui';
import { homePrograms, homeProgramsCopy, type HomeProgram } from '../../content/home';
import { PROGRAM_TEXT_BREAKPOINT_PX, PROGRAM_TEXT_LIMIT } from './home-constants';
import { truncate } from './truncate';
import { useMediaQuery } from './use-media-query';

/** Programme cards with a Learn More dialog holding the full text (spec part 1, Home page, section 5). */
export function ProgramCards() {
  const [selected, setSelected] = useState<HomeProgram | null>(null);
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
              <button
                type="button"
                onClick={() => setSelected(program)}
                aria-label={`${homeProgramsCopy.learnMore}: ${program.title}`}
                className="mt-4 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-brand-700 hover:text-brand-900"
              >
                {homeProgramsCopy.learnMore}
                <ArrowRight aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={selected !== null}
        onClose={() => setSelected(null)}
        title={selected?.title ?? ''}
        size="lg"
        footer={
          <>
            <Button variant="secondary" onClick={() => setSelected(null)}>
              {homeProgramsCopy.close}
            </Button>
            <ButtonLink to={homeProgramsCopy.exploreAll.to}>
              {homeProgramsCopy.exploreAll.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </>
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
      </Dialog>
    </>
  );
}
