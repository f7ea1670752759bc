/**
 * The icon of each name a partner record may give (PARTNER_ICONS in packages/shared): its card's icon,
 * its impact figures' and its areas of collaboration's on the partners page.
 */
import type { LucideIcon } from 'lucide-react';
import {
  Baby,
  BookOpen,
  Building2,
  ChartLine,
  Cpu,
  FlaskConical,
  Globe,
  GraduationCap,
  HandCoins,
  Handshake,
  HeartHandshake,
  Hospital,
  Landmark,
  Microscope,
  Scale,
  School,
  Smartphone,
  Stethoscope,
  Truck,
  Users,
  UsersRound,
} from 'lucide-react';
import type { PartnerIcon } from '@mnch/shared';

export const partnerIcons: Record<PartnerIcon, LucideIcon> = {
  baby: Baby,
  'book-open': BookOpen,
  building: Building2,
  'chart-line': ChartLine,
  cpu: Cpu,
  flask: FlaskConical,
  globe: Globe,
  'graduation-cap': GraduationCap,
  'hand-coins': HandCoins,
  handshake: Handshake,
  'heart-handshake': HeartHandshake,
  hospital: Hospital,
  landmark: Landmark,
  microscope: Microscope,
  scale: Scale,
  school: School,
  smartphone: Smartphone,
  stethoscope: Stethoscope,
  truck: Truck,
  users: Users,
  'users-round': UsersRound,
};
