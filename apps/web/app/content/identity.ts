import { Award, Eye, Handshake, Lightbulb, Scale, ShieldCheck, Target } from 'lucide-react';
import type { Feature } from './types';

/** Vision, mission and core values (home and about pages). */
export const identity = {
  vision: {
    icon: Eye,
    title: 'Our Vision',
    text: 'A world in which every mother, newborn and child survives, thrives and reaches their full potential.',
  },
  mission: {
    icon: Target,
    title: 'Our Mission',
    text: 'To generate and use evidence, build capacity and strengthen partnerships that improve the health and wellbeing of women, newborns, children and adolescents in Uganda and beyond.',
  },
  values: [
    { icon: ShieldCheck, title: 'Integrity', text: 'Honest, transparent and ethical research and practice.' },
    { icon: Lightbulb, title: 'Innovation', text: 'New ideas tested rigorously and shared openly.' },
    { icon: Handshake, title: 'Partnership', text: 'Working with communities, government and peers as equals.' },
    { icon: Scale, title: 'Equity', text: 'Reaching the women and children who are left furthest behind.' },
    { icon: Award, title: 'Excellence', text: 'High standards in science, teaching and service.' },
  ] satisfies Feature[],
};
