import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../ui';

/** The link under a section to the page with more of it ("All news", "Explore all programmes"). */
export function MoreLink({ link }: { link: { label: string; to: string } }) {
  return (
    <div className="mt-10">
      <ButtonLink to={link.to} variant="secondary">
        {link.label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
    </div>
  );
}
