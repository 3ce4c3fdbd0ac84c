import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { APP_NAME, LogoMark } from '@/components/ui/logo';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export default function AuthPage() {
  useDocumentTitle('Logowanie');
  return (
    <div className="flex justify-center bg-gradient-to-b from-primary-soft/70 to-background px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <Link to="/" aria-label={`${APP_NAME} – strona główna`} className="rounded-lg">
            <LogoMark className="size-12 rounded-xl [&_svg]:size-6" />
          </Link>
          <h1 className="mt-2 text-2xl font-bold tracking-tight">{APP_NAME}</h1>
          <CardDescription>Zaloguj się do systemu</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="sign-in">
            <TabsList>
              <TabsTrigger value="sign-in">Logowanie</TabsTrigger>
              <TabsTrigger value="sign-up">Rejestracja</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in">
              <SignInForm />
            </TabsContent>
            <TabsContent value="sign-up">
              <SignUpForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
