import { BedDouble, Bell, ClipboardCheck, MapPin, Route, ShieldCheck, Smartphone, Users, type LucideIcon } from 'lucide-react';

export type Feature = { icon: LucideIcon; title: string; description: string };

export const FEATURES: readonly Feature[] = [
  {
    icon: Route,
    title: 'Wiele wycieczek naraz',
    description: 'Prowadź kilka wyjazdów jednocześnie, dodawaj opiekunów i decyduj, kto ma dostęp do danych wycieczki.',
  },
  {
    icon: Users,
    title: 'Baza uczestników',
    description: 'Wszystkie dane uczniów w jednym miejscu: PESEL, kontakt do rodziców, alergie i diety.',
  },
  {
    icon: BedDouble,
    title: 'Przydział pokoi',
    description: 'Przypisuj uczniów do pokoi hotelowych z kontrolą obłożenia – żaden pokój nie będzie przepełniony.',
  },
  {
    icon: ClipboardCheck,
    title: 'Listy obecności',
    description: 'Sprawdzaj obecność w różnych punktach wycieczki: przy autokarze, w muzeum, przed ciszą nocną.',
  },
  {
    icon: MapPin,
    title: 'Monitorowanie lokalizacji',
    description: 'Sprawdzaj ostatnie znane położenie uczniów i miej pewność, gdzie jest cała grupa.',
  },
  {
    icon: ShieldCheck,
    title: 'Bezpieczne dane',
    description: 'Kontrola dostępu do danych: PESEL i telefon rodzica widzi wyłącznie twórca wycieczki.',
  },
  {
    icon: Bell,
    title: 'Powiadomienia',
    description: 'Informacje o ważnych zdarzeniach, także o zmianach wprowadzonych przez innych opiekunów.',
  },
  {
    icon: Smartphone,
    title: 'Wygodnie na telefonie',
    description: 'Działa w przeglądarce telefonu – w autokarze, w hotelu i na szlaku. Bez instalowania czegokolwiek.',
  },
];
