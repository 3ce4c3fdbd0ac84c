import { ArrowRight, ChevronDown, Sparkles } from 'lucide-react';
import { SIGN_IN_PATH, SIGN_UP_FRAGMENT } from '@/lib/sign-in-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { APP_NAME } from '@/components/ui/logo';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FEATURES } from './features-list';
import { HeroPreview } from './hero-preview';

export function LandingPage() {
  useDocumentTitle('Organizacja wycieczek szkolnych');
  return (
    <>
      <section className="overflow-hidden bg-gradient-to-b from-primary-soft/80 to-background">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:py-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-card px-3 py-1 text-xs font-medium text-primary sm:text-sm">
              <Sparkles aria-hidden="true" className="size-4" />
              Dla nauczycieli i opiekunów wycieczek
            </p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              Wycieczka szkolna pod kontrolą – od wyjazdu do powrotu
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted-foreground text-pretty">
              Uczestnicy, opiekunowie, pokoje hotelowe i listy obecności w jednej aplikacji. Na komputerze w pokoju
              nauczycielskim i na telefonie w autokarze.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <a href={SIGN_IN_PATH}>
                  Rozpocznij teraz
                  <ArrowRight aria-hidden="true" />
                </a>
              </Button>
              <Button asChild size="lg" variant="outline">
                <a href="#funkcje">
                  Dowiedz się więcej
                  <ChevronDown aria-hidden="true" />
                </a>
              </Button>
            </div>
          </div>
          <HeroPreview />
        </div>
      </section>

      <section id="funkcje" aria-labelledby="funkcje-tytul" className="scroll-mt-20 py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="funkcje-tytul" className="text-3xl font-bold tracking-tight text-balance">
              Wszystko, czego potrzebujesz w trakcie wycieczki
            </h2>
            <p className="mt-3 text-muted-foreground">
              Zamiast arkuszy, notatek i telefonów do rodziców – jedno miejsce, z którego korzystają wszyscy opiekunowie.
            </p>
          </div>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((feature) => (
              <li key={feature.title}>
                <Card className="h-full p-6">
                  <span className="grid size-11 place-items-center rounded-lg bg-primary-soft text-primary">
                    <feature.icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="mt-4 font-semibold">{feature.title}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">{feature.description}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="px-4 pb-16 sm:px-6 sm:pb-24">
        <div className="mx-auto max-w-4xl rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg sm:px-12">
          <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">Gotowi na kolejną wycieczkę?</h2>
          <p className="mx-auto mt-3 max-w-xl text-primary-foreground/85">
            Załóż konto w minutę i zaplanuj pierwszy wyjazd jeszcze dziś. Bez instalacji i bez opłat.
          </p>
          <Button asChild size="lg" variant="outline" className="mt-8 border-transparent text-primary hover:bg-primary-soft">
            <a href={`${SIGN_IN_PATH}#${SIGN_UP_FRAGMENT}`}>Utwórz darmowe konto</a>
          </Button>
        </div>
      </section>

      <footer className="border-t border-border py-8 text-center text-sm text-muted-foreground">
        © {new Date().getFullYear()} {APP_NAME} · Aplikacja dla nauczycieli i opiekunów
      </footer>
    </>
  );
}
