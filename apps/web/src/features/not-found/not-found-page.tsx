import { Compass, House } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('Nie znaleziono strony');
  const { pathname } = useLocation();

  useEffect(() => {
    // SPEC: the unknown path is logged (a warning: an unknown address is the user's typo, not an app failure).
    console.warn('404: nieznana ścieżka', pathname);
  }, [pathname]);

  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 text-6xl font-bold tracking-tight text-primary">404</p>
      {/* Polish for the user (issue 48); SPEC's own text stays beside it. */}
      <h1 className="mt-3 text-xl font-semibold">Nie znaleziono strony</h1>
      <p lang="en" className="mt-1 text-sm text-muted-foreground">
        Oops! Page not found
      </p>
      <p className="mt-2 max-w-sm text-muted-foreground">Strona, której szukasz, nie istnieje lub została przeniesiona. Sprawdź adres albo wróć na stronę główną.</p>
      <Button asChild className="mt-8">
        <Link to="/">
          <House aria-hidden="true" />
          Wróć na stronę główną
        </Link>
      </Button>
    </div>
  );
}
