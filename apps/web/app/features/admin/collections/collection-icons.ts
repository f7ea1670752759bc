import { Globe2, Layers, MapPinned, Megaphone, Trophy, type LucideIcon } from 'lucide-react';
import type { CollectionKey } from '@mnch/shared';

/** A collection's icon in the sidebar and its empty list; a collection without one shows Layers. */
const ICONS: Partial<Record<CollectionKey, LucideIcon>> = { awards: Trophy, press: Megaphone, 'field-sites': MapPinned, countries: Globe2 };

export const collectionIcon = (key: CollectionKey): LucideIcon => ICONS[key] ?? Layers;
