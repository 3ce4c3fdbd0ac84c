import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { APP_NAME, LogoMark } from '@/components/ui/logo';

/** The signed-out screens' card: the logo (home), a title, a line under it, and the content. */
export function AuthCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="flex justify-center bg-gradient-to-b from-primary-soft/70 to-background px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <Link to="/" aria-label={`${APP_NAME} – strona główna`} className="rounded-lg">
            <LogoMark className="size-12 rounded-xl [&_svg]:size-6" />
          </Link>
          <h1 className="mt-2 text-2xl font-bold tracking-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
    </div>
  );
}
